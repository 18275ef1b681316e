import { cn } from '@org/ui/lib/utils';
import { ChevronsRight, Loader2, Phone } from 'lucide-react';
import { CALL_STATUS, SLIDER_LABELS } from './call-texts';

/** How the slider looks: ready to start, this card's call under way, or unavailable. */
export type SliderMode = 'ready' | 'active' | 'disabled';

/**
 * The "Click to start call" slider of an agent card (docs/requirements.md#the-live-demo). A real
 * button, so mouse, touch, Enter and Space all start the call; the thumb slides across once the
 * call is under way.
 */
export function CallSlider({
  agentName,
  mode,
  pending = false,
  connecting = false,
  onStart,
}: {
  agentName: string;
  mode: SliderMode;
  /** The configuration or client is still loading. */
  pending?: boolean;
  /** This card's call is being set up (only with `mode` `active`). */
  connecting?: boolean;
  onStart: () => void;
}) {
  const active = mode === 'active';
  const label = !active
    ? SLIDER_LABELS.ready
    : connecting
      ? CALL_STATUS.connecting
      : SLIDER_LABELS.active;
  const busy = pending || (active && connecting);
  return (
    <button
      type="button"
      onClick={mode === 'ready' && !pending ? onStart : undefined}
      // Another card's call: truly disabled. Waiting or this card's call: still focusable, so a
      // keyboard user keeps their place.
      disabled={mode === 'disabled'}
      aria-disabled={mode === 'active' || pending || undefined}
      aria-label={`${label} with ${agentName}`}
      aria-busy={busy || undefined}
      data-slot="call-slider"
      data-mode={mode}
      className={cn(
        'group/slider relative block h-12 w-full overflow-hidden rounded-full text-sm font-semibold',
        'transition-colors duration-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2',
        active
          ? 'bg-brand text-white'
          : 'bg-slate-100 text-slate-700 enabled:hover:bg-slate-200/70',
        mode === 'disabled' && 'cursor-not-allowed',
        pending && 'cursor-progress',
      )}
    >
      {/* The trail the thumb leaves behind. */}
      <span
        aria-hidden="true"
        className={cn(
          'absolute inset-y-1 left-1 rounded-full transition-[width,background-color] duration-500 ease-out',
          active
            ? 'w-[calc(100%-0.5rem)] bg-white/15'
            : 'w-10 bg-brand/10 group-data-[mode=ready]/slider:group-hover/slider:w-20',
        )}
      />
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-1 grid size-10 place-items-center rounded-full shadow-md transition-[left,transform] duration-500 ease-out',
          active
            ? 'left-[calc(100%-2.75rem)] bg-white text-brand'
            : 'left-1 bg-brand text-white group-data-[mode=ready]/slider:group-hover/slider:translate-x-10',
        )}
      >
        {busy ? <Loader2 className="size-4 animate-spin" /> : <Phone className="size-4" />}
      </span>
      <span
        className={cn(
          'relative flex h-full items-center justify-center gap-1.5',
          active ? 'pr-12 pl-4' : 'pr-4 pl-12',
        )}
      >
        {label}
        {!active && (
          <ChevronsRight
            aria-hidden="true"
            className="size-4 text-slate-400 transition-transform group-data-[mode=ready]/slider:group-hover/slider:translate-x-0.5"
          />
        )}
      </span>
    </button>
  );
}
