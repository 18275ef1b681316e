import { useEffect, useState } from 'react';
import { useSnapshot } from './hooks';
import { useCallHub } from './provider';

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

/**
 * Push-to-talk on the microphone mute (docs/requirements.md#hold-and-push-to-talk): while a call is
 * connected (or reconnecting) the microphone is muted except while `key` is held (`hold`) or from
 * one press to the next (`latch`). Auto-repeat and keys typed in a field are ignored; in `hold`
 * mode, the window losing focus lets go. Turned off or unmounted, it leaves the microphone on.
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
  const live = useSnapshot((s) => s.call.state === 'connected' || s.call.state === 'reconnecting');
  const [talking, setTalking] = useState(false);
  useEffect(() => {
    if (!enabled || !live) return;
    let on = false;
    const talk = (next: boolean) => {
      on = next;
      hub.actions.setMuted(!next);
      setTalking(next);
    };
    // keydown and keyup of `key`, and the window's blur (which lets go in `hold` mode).
    const handle = (event: Event) => {
      const press = event.type === 'keydown';
      if (event instanceof KeyboardEvent) {
        const target = event.target as HTMLElement;
        const typing = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
        if ((event.code !== key && event.key !== key) || (press && typing)) return;
        if (press) event.preventDefault();
        if (event.repeat) return;
      }
      if (press) talk(mode !== 'latch' || !on);
      else if (mode === 'hold' && on) talk(false);
    };
    const types = ['keydown', 'keyup', 'blur'];
    talk(false);
    for (const type of types) addEventListener(type, handle);
    return () => {
      for (const type of types) removeEventListener(type, handle);
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
