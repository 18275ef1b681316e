import { LoopVideo } from '@org/ui/components/loop-video';
import { cn } from '@org/ui/lib/utils';
import { ConciergeBell, type LucideIcon, Stethoscope, UtensilsCrossed } from 'lucide-react';
import type { AgentKind } from './agent-ids';
import type { DemoAgent } from './agents';
import { CallSlider } from './call-slider';
import { CALL_STATUS, type CallStatusText } from './call-texts';
import { StatusBadge } from './status-badge';

const ICONS: Record<AgentKind, LucideIcon> = {
  healthcare: Stethoscope,
  hotel: ConciergeBell,
  restaurant: UtensilsCrossed,
};

/** One sample agent of the live demo: clip, icon, name, what it does, and its call slider. */
export function AgentCard({
  agent,
  active,
  dimmed,
  status,
  pending,
  unavailable = false,
  onStart,
}: {
  agent: DemoAgent;
  /** This card's call is connecting, live, or just failed. */
  active: boolean;
  /** Another card's call is under way: this card is dimmed and cannot be used. */
  dimmed: boolean;
  /** Status text shown on this card while it is active. */
  status: CallStatusText | null;
  /** The demo is still getting ready. */
  pending: boolean;
  /** Calls cannot start at all (the configuration failed). */
  unavailable?: boolean;
  onStart: () => void;
}) {
  const Icon = ICONS[agent.kind];
  const headingId = `agent-${agent.kind}-name`;
  return (
    <article
      aria-labelledby={headingId}
      aria-disabled={dimmed || undefined}
      data-agent={agent.kind}
      data-agent-id={agent.agentId}
      data-active={active || undefined}
      data-dimmed={dimmed || undefined}
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-3xl border bg-white transition-all duration-300',
        active
          ? 'border-brand/40 shadow-xl shadow-brand/10 ring-2 ring-brand'
          : 'border-slate-200 shadow-sm',
        !active && !dimmed && 'hover:-translate-y-0.5 hover:shadow-lg',
        dimmed && 'pointer-events-none opacity-40 grayscale-[60%]',
      )}
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-gradient-to-br from-slate-900 via-indigo-950 to-slate-900">
        <LoopVideo
          sources={[
            { src: `${agent.media}.webm`, type: 'video/webm' },
            { src: `${agent.media}.mp4`, type: 'video/mp4' },
          ]}
          poster={`${agent.media}.jpg`}
          // Play (and so download) only once on screen: the observer inside LoopVideo starts it.
          autoPlay={false}
          className="size-full object-cover opacity-90 transition-transform duration-700 group-hover:scale-[1.03]"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-t from-slate-950/70 via-slate-950/10 to-transparent"
        />
        <span className="absolute bottom-4 left-4 grid size-11 place-items-center rounded-2xl bg-white/95 text-brand shadow-lg">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {active && status && (
          <StatusBadge status={status} className="absolute top-4 left-4 shadow-sm" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div className="space-y-2">
          <h3 id={headingId} className="text-lg font-semibold tracking-tight text-slate-900">
            {agent.name}
          </h3>
          <p className="text-sm leading-relaxed text-slate-600">{agent.description}</p>
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label={`${agent.name} handles`}>
          {agent.skills.map((skill) => (
            <li
              key={skill}
              className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"
            >
              {skill}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-2">
          <CallSlider
            agentName={agent.name}
            mode={active ? 'active' : dimmed || unavailable ? 'disabled' : 'ready'}
            pending={pending}
            connecting={status === CALL_STATUS.connecting}
            onStart={onStart}
          />
        </div>
      </div>
    </article>
  );
}
