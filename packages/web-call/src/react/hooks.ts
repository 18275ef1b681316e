import type { WebCallEvents } from '@org/web-call';
import {
  type Dispatch,
  type SetStateAction,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { CallHub } from './hub';
import { useCallHub } from './provider';
import type { WebCallActions, WebCallState } from './state';
import type { Transcript } from './transcript';

/** One snapshot of the provider's hub; the server renders the same (idle) one. */
export function useSnapshot<T>(read: (hub: CallHub) => T): T {
  const hub = useCallHub();
  const get = () => read(hub);
  return useSyncExternalStore(hub.subscribe, get, get);
}

/** What `useWebCall()` returns: the call's state and what can be done with it. */
export type UseWebCall = WebCallState & WebCallActions;

/**
 * The call of the nearest `WebCallProvider`: its client's `state` (`idle`, `starting`,
 * `connected`, `reconnecting`, `ending`, `ended`, `failed` with the error), the call id, and
 * `start`, `stop`, `end`, `setMuted`, `say`, `preload` and `resumeAudio`. `start()` while a call is
 * under way is ignored (resolves `null`).
 *
 * @example
 * ```tsx
 * const { state, start, stop } = useWebCall();
 * return state === 'connected' || state === 'reconnecting'
 *   ? <button onClick={stop}>Hang up</button>
 *   : <button disabled={state === 'starting'} onClick={() => start('assistant-id')}>Call</button>;
 * ```
 */
export function useWebCall(): UseWebCall {
  const hub = useCallHub();
  const call = useSnapshot((s) => s.call);
  return useMemo(() => ({ ...call, ...hub.actions }), [call, hub]);
}

/**
 * The live transcript (docs/requirements.md#the-live-demo): final lines, consecutive turns of a
 * speaker joined, at most the last 50 (`TRANSCRIPT_MAX_LINES`); and `partial`, what is being said
 * right now. Cleared when a new call starts.
 */
export function useTranscript(): Transcript {
  return useSnapshot((s) => s.transcript);
}

/** The assistant's loudness, 0 to 1, every 100 ms during a call; 0 outside one. */
export function useVolumeLevel(): number {
  return useSnapshot((s) => s.volume);
}

/** Whether the assistant is speaking (from `speech-start` until `speech-end` or the call's end). */
export function useIsSpeaking(): boolean {
  return useSnapshot((s) => s.speaking);
}

/**
 * The user's microphone level, 0 to 1, every 100 ms while a call is connected (0 otherwise): a
 * level that stays near 0 while the user should be talking means a muted or wrong microphone, so
 * a page can say "we can't hear you". It runs the client's local audio level observer.
 *
 * @example
 * ```tsx
 * const level = useLocalVolumeLevel();
 * return <meter min={0} max={1} value={level} aria-label="Your microphone" />;
 * ```
 */
export function useLocalVolumeLevel(): number {
  const client = useSnapshot((s) => s.made);
  const connected = useSnapshot((s) => s.call.state === 'connected');
  const [level, setLevel] = useState(0);
  useWebCallEvent('local-volume-level', setLevel);
  useEffect(() => {
    // Each connection's level starts from silence, not from the last one's.
    setLevel(0);
    // The client starts the observer for listeners it has at the start; this one may be later.
    if (connected) client?.startLocalAudioLevelObserver?.().catch(() => {});
  }, [client, connected]);
  return connected ? level : 0;
}

/**
 * Calls `listener` for each `event` of the provider's client while the component is mounted (also
 * once the client is made later); the latest listener is always the one called.
 *
 * @example
 * ```tsx
 * useWebCallEvent('message', (m) => m.type === 'tool-calls' && handle(m));
 * ```
 */
export function useWebCallEvent<K extends keyof WebCallEvents>(
  event: K,
  listener: WebCallEvents[K],
): void {
  const client = useSnapshot((s) => s.made);
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!client) return;
    const forward = ((...args: never[]) =>
      (latest.current as (...a: never[]) => void)(...args)) as never;
    client.on(event, forward);
    return () => void client.off(event, forward);
  }, [client, event]);
}

/**
 * A value kept from the provider's client's `event` while the component is mounted: `listen` gives
 * the listener that `set`s it. It begins again at `initial` when a new call starts.
 */
export function useCallValue<T, K extends keyof WebCallEvents>(
  initial: T,
  event: K,
  listen: (set: Dispatch<SetStateAction<T>>) => WebCallEvents[K],
): T {
  const [value, set] = useState(initial);
  useWebCallEvent(event, listen(set));
  useWebCallEvent('state-change', ({ next }) => next === 'starting' && set(initial));
  return value;
}
