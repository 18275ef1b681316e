import { Badge } from '@org/ui/components/badge';
import { useIsMobile } from '@org/ui/hooks/use-is-mobile';
import { FlaskConical } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { AgentCard } from './agent-card';
import { demoAgents } from './agents';
import { CALL_STATUS } from './call-status';
import { LiveCallBar } from './live-call-bar';
import { StatusBadge } from './status-badge';
import { TranscriptPanel } from './transcript-panel';
import { useDemoCall } from './use-demo-call';
import { useInViewOnce } from './use-in-view';
import { useVoiceRuntime } from './voice-runtime';

/**
 * The live AI call demo (SPEC §2 "Live demo section", §4 "Live demo call"): three agent cards, the
 * live-call bar and, on medium and wider screens, the live transcript.
 */
export function LiveDemoSection() {
  const sectionRef = useRef<HTMLElement>(null);
  const inView = useInViewOnce(sectionRef);
  const { simulated } = useVoiceRuntime();
  const { state, ready, lineBusy, configLoading, start, end } = useDemoCall(inView);
  const isMobile = useIsMobile();
  const agents = useMemo(() => demoAgents(), []);
  const activeAgent = agents.find((agent) => agent.agentId === state.activeAgentId) ?? null;
  const underWay = state.phase !== 'idle';
  const live = state.phase === 'live';
  const configFailed = state.status === CALL_STATUS.configError;

  return (
    <section
      ref={sectionRef}
      id="live-demo"
      aria-labelledby="live-demo-heading"
      className="relative scroll-mt-20 overflow-hidden bg-gradient-to-b from-slate-50 to-white py-20 sm:py-28"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 mx-auto h-72 max-w-4xl rounded-full bg-indigo-200/40 blur-3xl"
      />
      <div className="relative mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">Demo Zone</p>
          <h2
            id="live-demo-heading"
            className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Talk to an AI worker, live
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Pick an agent and start a call in your browser. It answers, books and follows up just as
            it would for your customers.
          </p>
          <div className="mt-6 flex min-h-8 flex-wrap items-center justify-center gap-2">
            {simulated && (
              <Badge
                variant="outline"
                className="border-amber-600/25 bg-amber-50 px-3 py-1 text-amber-900"
                title="Calls run against the local platform simulator, not a real voice AI"
              >
                <FlaskConical aria-hidden="true" />
                Local simulation
              </Badge>
            )}
            <span role="status" aria-live="polite" className="inline-flex">
              {state.status && <StatusBadge status={state.status} />}
            </span>
          </div>
        </div>

        <LiveCallBar live={live} lineBusy={lineBusy} onEnd={end} />

        <div className="mt-4 grid gap-6 md:grid-cols-3 md:gap-5 lg:gap-6">
          {agents.map((agent) => {
            const active = agent.agentId === state.activeAgentId;
            return (
              <AgentCard
                key={agent.kind}
                agent={agent}
                active={active}
                dimmed={underWay && !active}
                status={active ? state.status : null}
                pending={!configFailed && (configLoading || (!ready && !underWay))}
                unavailable={configFailed || lineBusy}
                onStart={() => start(agent.agentId)}
              />
            );
          })}
        </div>

        {live && activeAgent && !isMobile && (
          <div className="mt-8">
            <TranscriptPanel agentName={activeAgent.name} lines={state.transcript} />
          </div>
        )}
      </div>
    </section>
  );
}
