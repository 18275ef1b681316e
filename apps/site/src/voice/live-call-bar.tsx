import { Button } from '@org/ui/components/button';
import { cn } from '@org/ui/lib/utils';
import { Loader2, Mic, MicOff, PhoneCall, PhoneOff, TriangleAlert } from 'lucide-react';
import { CALL_BAR_TEXTS, FAILURE_HINTS, type FailureHint } from './call-texts';
import type { SiteCall } from './site-call';

/**
 * The strip above the agent cards: "Live Call Connected" and "End Call" while a call is live
 * (docs/requirements.md#the-live-demo), that it reconnects while its connection comes back,
 * "Setting up the call…" and the same "End Call" (which cancels) while it is being set up, what to
 * do next after a failure, a short hint otherwise. Its height never changes, so the cards never
 * jump.
 */
export function LiveCallBar({
  state,
  lineBusy = false,
  hint = null,
  onEnd,
}: {
  /** The demo's call (the client's state as the demo sees it): "End Call" unless it is idle. */
  state: SiteCall['state'];
  /** After a failure: what to do next. */
  hint?: FailureHint | null;
  /** The orb has a call under way, so the cards wait. */
  lineBusy?: boolean;
  onEnd: () => void;
}) {
  return (
    <div className="mx-auto mt-8 flex min-h-16 max-w-xl items-center justify-center">
      {state !== 'idle' ? (
        <div
          className={cn(
            'flex w-full flex-wrap items-center justify-between gap-3 rounded-2xl border px-4 py-3 shadow-sm backdrop-blur motion-safe:animate-fade-in sm:px-5',
            state === 'connected'
              ? 'border-emerald-200 bg-emerald-50/90'
              : 'border-amber-200 bg-amber-50/90',
          )}
        >
          {state === 'connected' ? (
            <p className="flex items-center gap-2.5 text-sm font-semibold text-emerald-900">
              <span aria-hidden="true" className="relative flex size-2.5">
                <span className="absolute inline-flex size-full rounded-full bg-emerald-500 opacity-75 motion-safe:animate-ping" />
                <span className="relative inline-flex size-2.5 rounded-full bg-emerald-500" />
              </span>
              {CALL_BAR_TEXTS.live}
            </p>
          ) : (
            <p className="flex items-center gap-2.5 text-sm font-semibold text-amber-900">
              <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
              {state === 'reconnecting' ? CALL_BAR_TEXTS.reconnecting : CALL_BAR_TEXTS.connecting}
            </p>
          )}
          <Button
            variant="destructive"
            size="sm"
            className="rounded-full! px-4!"
            data-slot="end-call"
            onClick={onEnd}
          >
            <PhoneOff aria-hidden="true" />
            {CALL_BAR_TEXTS.end}
          </Button>
        </div>
      ) : hint ? (
        <p className="flex items-center gap-2 text-sm font-medium text-red-800">
          {hint === FAILURE_HINTS.microphoneBlocked ? (
            <MicOff aria-hidden="true" className="size-4 shrink-0 text-red-600" />
          ) : (
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-red-600" />
          )}
          {hint}
        </p>
      ) : lineBusy ? (
        <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <PhoneCall aria-hidden="true" className="size-4 text-emerald-600" />
          {CALL_BAR_TEXTS.lineBusy}
        </p>
      ) : (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Mic aria-hidden="true" className="size-4 text-brand" />
          {CALL_BAR_TEXTS.idle}
        </p>
      )}
    </div>
  );
}
