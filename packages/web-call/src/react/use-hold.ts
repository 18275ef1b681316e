import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useCallHub } from './provider';
import { useClient } from './use-devices';

/** Whether the provider's call is connected or waiting out a network blip. */
function useLive(): boolean {
  const hub = useCallHub();
  const get = () => hub.call.state === 'connected' || hub.call.state === 'reconnecting';
  return useSyncExternalStore(hub.subscribe, get, get);
}

/** What `useHold()` returns. */
export interface UseHold {
  /** The call is on hold (false outside a call). */
  onHold: boolean;
  /** Mutes the microphone and the assistant (`WebCall.hold`). */
  hold(): Promise<void>;
  /** Unmutes both, leaving muted a microphone the person had muted (`WebCall.unhold`). */
  unhold(): Promise<void>;
}

const unavailable = () => Promise.reject(new Error('Call object is not available.'));

/**
 * Hold (docs/requirements.md#hold-and-push-to-talk): whether the call is on hold, and `hold()` /
 * `unhold()`. Both reject with "Call object is not available." without a call.
 *
 * @example
 * ```tsx
 * const { onHold, hold, unhold } = useHold();
 * return <button aria-pressed={onHold} onClick={() => void (onHold ? unhold() : hold())}>Hold</button>;
 * ```
 */
export function useHold(): UseHold {
  const client = useClient();
  const live = useLive();
  const [onHold, setOnHold] = useState(false);
  useEffect(() => {
    if (!client) return;
    setOnHold(client.isOnHold?.() ?? false);
    client.on('hold-change', setOnHold);
    return () => void client.off('hold-change', setOnHold);
  }, [client]);
  const hold = useCallback(() => client?.hold?.() ?? unavailable(), [client]);
  const unhold = useCallback(() => client?.unhold?.() ?? unavailable(), [client]);
  return { onHold: live && onHold, hold, unhold };
}

/** Options of `usePushToTalk()`. */
export interface PushToTalkOptions {
  /** The key, as `KeyboardEvent.code` (`'Space'`) or `KeyboardEvent.key` (`'t'`). */
  key: string;
  /**
   * `hold` (default): the microphone is on while the key is held down. `latch`: each press turns
   * it on or off.
   */
  mode?: 'hold' | 'latch';
  /** Default true; false turns push-to-talk off (the microphone is on again). */
  enabled?: boolean;
}

/** Whether a key event comes from a field the person types in. */
const typing = (event: KeyboardEvent): boolean => {
  const target = event.target as HTMLElement | null;
  return !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
};

/**
 * Push-to-talk on the microphone mute (docs/requirements.md#hold-and-push-to-talk): while a call is
 * connected the microphone is muted except while `key` is held (`hold`) or after a press until the
 * next one (`latch`). Auto-repeat and keys typed in a field are ignored; in `hold` mode, the
 * window losing focus lets go. Turned off or unmounted, it leaves the microphone on.
 *
 * @example
 * ```tsx
 * const { talking } = usePushToTalk({ key: 'Space' });
 * return <p>{talking ? 'Listening…' : 'Hold Space to talk'}</p>;
 * ```
 */
export function usePushToTalk({ key, mode = 'hold', enabled = true }: PushToTalkOptions): {
  talking: boolean;
} {
  const hub = useCallHub();
  const live = useLive();
  const [talking, setTalking] = useState(false);
  useEffect(() => {
    if (!enabled || !live) return;
    let on = false;
    const talk = (next: boolean) => {
      on = next;
      hub.actions.setMuted(!next);
      setTalking(next);
    };
    const matches = (event: KeyboardEvent) => event.code === key || event.key === key;
    const down = (event: KeyboardEvent) => {
      if (!matches(event) || typing(event)) return;
      event.preventDefault();
      if (!event.repeat) talk(mode === 'latch' ? !on : true);
    };
    const up = (event: KeyboardEvent) => {
      if (mode === 'hold' && on && matches(event)) talk(false);
    };
    const blur = () => {
      if (mode === 'hold' && on) talk(false);
    };
    talk(false);
    addEventListener('keydown', down);
    addEventListener('keyup', up);
    addEventListener('blur', blur);
    return () => {
      removeEventListener('keydown', down);
      removeEventListener('keyup', up);
      removeEventListener('blur', blur);
      setTalking(false);
      try {
        hub.actions.setMuted(false);
      } catch {
        // The call is over: there is no microphone to turn back on.
      }
    };
  }, [hub, key, mode, enabled, live]);
  return { talking };
}
