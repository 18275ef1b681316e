import { cn } from '@org/ui/lib/utils';
import { AudioLines, Loader2, Mic, PhoneOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useOrbCall } from './use-orb-call';

/**
 * Starts downloading the voice client's code when a visitor shows intent (pointer over or focus on
 * the orb), so a click does not wait for it. Loads code only: no request to the backend.
 */
function warmVoiceCode(): void {
  import('./web-call-loader').then(
    (loader) => loader.warmVoiceCode(),
    () => {
      // Only a head start is lost: the click loads it again.
    },
  );
}

/**
 * The floating voice orb of the hero, bound to the Healthcare Receptionist
 * (docs/requirements.md#the-voice-orb). A click starts a call; the red button ends it, or cancels
 * it while it is still connecting. Its caption is a polite live region: it says when a call
 * reconnects, and when one could not connect, failed, or cannot use the microphone.
 */
export function VoiceOrb() {
  const { state, caption, notice, label, unavailable, lineBusy, volume, start, stop } =
    useOrbCall();
  const orbRef = useRef<HTMLButtonElement>(null);
  const endRef = useRef<HTMLButtonElement>(null);

  // Keyboard users keep their place: the orb stays focusable while it waits (aria-disabled, not
  // disabled), focus moves to the end button once connected and back to the orb when it goes.
  const previous = useRef(state);
  useEffect(() => {
    const was = previous.current;
    previous.current = state;
    if (state === 'connected' && document.activeElement === orbRef.current) endRef.current?.focus();
    // Only after a call: the end button is gone and focus would otherwise fall to the page.
    if (state === 'idle' && was !== 'idle' && document.activeElement === document.body) {
      orbRef.current?.focus();
    }
  }, [state]);
  const connected = state === 'connected';
  // Starting, or reconnecting: the orb waits for the call.
  const connecting = state === 'starting' || state === 'reconnecting';
  // The assistant's voice gently swells the orb (volume is 0..1).
  const swell = connected ? 1 + Math.min(volume, 1) * 0.18 : 1;

  return (
    <div
      data-slot="voice-orb"
      data-state={state}
      className="relative inline-flex flex-col items-center gap-4"
    >
      <div className="relative grid size-32 place-items-center">
        <span
          aria-hidden="true"
          className="voice-orb-breathe absolute inset-0 rounded-full blur-md"
        />
        {!connecting && (
          <>
            <span
              aria-hidden="true"
              className={cn(
                'voice-orb-halo absolute inset-2 rounded-full',
                connected ? 'bg-emerald-400/40' : 'bg-indigo-400/40',
              )}
            />
            <span
              aria-hidden="true"
              data-delay="1"
              className={cn(
                'voice-orb-halo absolute inset-2 rounded-full',
                connected ? 'bg-emerald-400/30' : 'bg-indigo-400/30',
              )}
            />
          </>
        )}
        <button
          type="button"
          ref={orbRef}
          onClick={unavailable ? undefined : start}
          onPointerEnter={warmVoiceCode}
          onFocus={warmVoiceCode}
          aria-disabled={unavailable || undefined}
          aria-label={label}
          aria-busy={connecting || undefined}
          className={cn(
            'voice-orb-button relative grid size-28 place-items-center rounded-full text-white outline-none transition-[transform,box-shadow] duration-150',
            'focus-visible:ring-4 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-indigo-600',
            !unavailable && 'hover:scale-105 active:scale-95',
            connecting && 'cursor-progress',
            lineBusy && 'cursor-not-allowed opacity-60 saturate-50',
            connected && 'cursor-default',
          )}
          style={{ transform: connected ? `scale(${swell})` : undefined }}
        >
          <span
            aria-hidden="true"
            data-speed={connecting ? 'fast' : undefined}
            className="voice-orb-turn absolute inset-0 rounded-full"
          />
          <span aria-hidden="true" className="voice-orb-core absolute inset-[3px] rounded-full" />
          <span aria-hidden="true" className="relative">
            {connecting ? (
              <Loader2 className="size-9 animate-spin" />
            ) : connected ? (
              <AudioLines className="size-9" />
            ) : (
              <Mic className="size-9" />
            )}
          </span>
        </button>
        {state !== 'idle' && (
          <button
            type="button"
            ref={endRef}
            onClick={stop}
            aria-label={state === 'starting' ? 'Cancel call' : 'End call'}
            className="absolute -right-1 bottom-1 grid size-11 place-items-center rounded-full bg-red-600 text-white shadow-lg shadow-red-900/30 ring-4 ring-white/90 transition-colors hover:bg-red-700 focus-visible:outline-none focus-visible:ring-red-300"
          >
            <PhoneOff aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
      <p
        aria-live="polite"
        data-slot="voice-orb-caption"
        data-notice={notice || undefined}
        className={cn(
          // No backdrop blur: the halos move behind it every frame.
          'max-w-xs text-balance bg-slate-950/75 px-4 py-1.5 text-center text-sm font-medium text-white shadow-lg ring-1 ring-white/15',
          notice ? 'rounded-2xl' : 'rounded-full',
        )}
      >
        {caption}
      </p>
    </div>
  );
}
