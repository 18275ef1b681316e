import { Badge } from '@org/ui/components/badge';
import { useIsMobile } from '@org/ui/hooks/use-is-mobile';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AgentCard } from './agent-card';
import { demoAgents } from './agents';
import { DemoSkeleton } from './demo-skeleton';
import { isLive } from './demo-view';
import { LiveCallBar } from './live-call-bar';
import { StatusBadge } from './status-badge';
import { TranscriptPanel } from './transcript-panel';
import { useDemoCall } from './use-demo-call';
import { useVoiceRuntime } from './voice-runtime';

/**
 * The interactive part of the live demo (docs/requirements.md#the-live-demo): status line, the
 * three agent cards, the live-call bar and, on medium and wider screens, the live transcript.
 * Loaded only when the section comes near the screen (see `LiveDemoSection`); the configuration and
 * the voice client load once it is on screen (`inView`).
 */
export function LiveDemoBody({ inView = true }: { inView?: boolean }) {
  const { queryClient } = useVoiceRuntime();
  const [client, setClient] = useState<QueryClient | null>(null);
  useEffect(() => {
    let current = true;
    queryClient().then(
      (loaded) => current && setClient(loaded),
      (error: unknown) => console.error('Voice demo could not load its data layer:', error),
    );
    return () => {
      current = false;
    };
  }, [queryClient]);
  if (!client) return <DemoSkeleton />;
  return (
    <QueryClientProvider client={client}>
      <LiveDemoPanel inView={inView} />
    </QueryClientProvider>
  );
}

/** The demo itself, inside the page's query client. */
function LiveDemoPanel({ inView }: { inView: boolean }) {
  const { simulated } = useVoiceRuntime();
  const { view, transcript, ready, configLoading, configFailed, start, end } = useDemoCall(inView);
  const isMobile = useIsMobile();
  const agents = useMemo(() => demoAgents(), []);
  const activeAgent = agents.find((agent) => agent.agentId === view.activeAgentId) ?? null;
  const underWay = view.state !== 'idle';
  const live = isLive(view.state);
  const { lineBusy } = view;
  const container = useRef<HTMLDivElement>(null);
  const lastAgent = useRef<string | null>(null);
  if (view.activeAgentId) lastAgent.current = view.activeAgentId;

  // Focus follows the call for keyboard users: from the card's slider to "End Call" once live,
  // and back to that slider when the call is over (only if focus would otherwise be lost).
  const wasLive = useRef(false);
  useEffect(() => {
    const root = container.current;
    const endedNow = wasLive.current && !live;
    wasLive.current = live;
    if (!root) return;
    const focused = document.activeElement;
    const sliderOf = (agentId: string | null) =>
      root.querySelector<HTMLElement>(`[data-agent-id="${agentId}"] [data-slot="call-slider"]`);
    if (live && focused && focused === sliderOf(view.activeAgentId)) {
      root.querySelector<HTMLElement>('[data-slot="end-call"]')?.focus();
    } else if (endedNow && (!focused || focused === document.body)) {
      sliderOf(lastAgent.current)?.focus();
    }
  }, [live, view.activeAgentId]);

  return (
    <div ref={container}>
      <div className="mt-6 flex min-h-8 flex-wrap items-center justify-center gap-2">
        {simulated && (
          <Badge
            variant="warning"
            size="md"
            title="Calls run against the local platform simulator, not a real voice AI"
          >
            <FlaskConical aria-hidden="true" />
            Local simulation
          </Badge>
        )}
        <span role="status" aria-live="polite" className="inline-flex flex-wrap items-center gap-2">
          {view.status && <StatusBadge status={view.status} />}
          {view.audioNotice && (
            <span data-slot="audio-notice" className="text-sm font-medium text-amber-700">
              {view.audioNotice}
            </span>
          )}
        </span>
      </div>

      <LiveCallBar state={view.state} lineBusy={lineBusy} hint={view.hint} onEnd={end} />

      <div className="mt-4 grid gap-6 md:grid-cols-3 md:gap-5 lg:gap-6">
        {agents.map((agent) => {
          const active = agent.agentId === view.activeAgentId;
          return (
            <AgentCard
              key={agent.kind}
              agent={agent}
              active={active}
              dimmed={underWay && !active}
              status={active ? view.status : null}
              pending={!configFailed && (configLoading || (!ready && !underWay))}
              unavailable={configFailed || lineBusy}
              onStart={() => start(agent.agentId)}
            />
          );
        })}
      </div>

      {live && activeAgent && !isMobile && (
        <div className="mt-8">
          <TranscriptPanel agentName={activeAgent.name} lines={transcript} />
        </div>
      )}
    </div>
  );
}
