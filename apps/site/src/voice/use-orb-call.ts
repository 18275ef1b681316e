/**
 * Wires the floating orb to the page's one voice call (SPEC §4 "Floating orb call"), shared with the
 * live demo through `@org/web-call/react`'s provider: the configuration is fetched and the client
 * made on the first click, and the call's status moves the orb. The site's own guards apply: a
 * blocked microphone is said before any call, a start that never hears "listening" ends after
 * CONNECT_TIMEOUT_MS, and a fatal error hangs up (the bindings do) and says why.
 */
import { useVolumeLevel, useWebCall, useWebCallEvent } from '@org/web-call/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { agentIds } from './agent-ids';
import { isAutoplayBlocked } from './call-errors';
import { CONNECT_TIMEOUT_MS, isPermissionRefusal, microphoneBlocked } from './call-guards';
import { type OrbNotice, orbNotice, orbState } from './orb-state';
import { resumeOnNextGesture } from './voice-client';

/**
 * The orb's call: its state, the assistant's loudness, what it says after a failure, whether the
 * demo has the call, and the two things a visitor can do.
 */
export function useOrbCall() {
  const call = useWebCall();
  const volume = useVolumeLevel();
  // The orb's own attempt: from its click until the call it started is over.
  const [mine, setMine] = useState(false);
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<OrbNotice>(null);
  // Each click starts an attempt; ending it (or starting another) makes older results stale.
  const attempt = useRef(0);
  const { status, error } = call;
  const stop = call.stop;

  const state = orbState(mine, checking, status);
  // Whether the orb's call got as far as connected (then an end without an error is normal).
  const reached = useRef(false);
  if (state === 'connected') reached.current = true;

  // The call the orb started is over: say why when it did not end well.
  useEffect(() => {
    if (!mine || checking || status === 'connecting' || status === 'connected') return;
    setMine(false);
    if (status !== 'error' || !error) {
      // It ended before it began (not by the visitor: that clears `mine` first).
      if (!reached.current) setNotice((notice) => orbNotice(notice, 'start-failed'));
      return;
    }
    if (error.phase === 'client') {
      console.error('Voice orb configuration error:', error.error); // SPEC §8: logged only
      return;
    }
    console.error('Voice orb call error:', error.event ?? error.error);
    setNotice((notice) => orbNotice(notice, error.phase === 'call' ? 'error' : 'start-failed'));
  }, [mine, checking, status, error]);

  // The site's own connect time limit (the client's stage limits are longer).
  useEffect(() => {
    if (state !== 'connecting' || checking) return;
    const timer = setTimeout(() => {
      console.error(`Voice orb call did not connect within ${CONNECT_TIMEOUT_MS / 1000} s`);
      attempt.current += 1;
      setMine(false);
      setNotice((notice) => orbNotice(notice, 'timed-out'));
      void stop();
    }, CONNECT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state, checking, stop]);

  useWebCallEvent('camera-error', (event) => {
    console.error('Voice orb microphone error:', event);
    if (!mine || !isPermissionRefusal(event)) return;
    attempt.current += 1;
    setMine(false);
    setNotice((notice) => orbNotice(notice, 'microphone-blocked'));
    void stop();
  });
  useWebCallEvent('error', (event) => {
    if (mine && isAutoplayBlocked(event)) resumeOnNextGesture(call);
  });

  const start = useCallback(async () => {
    if (state !== 'idle' || (status !== 'idle' && status !== 'error')) return;
    const me = ++attempt.current;
    reached.current = false;
    setMine(true);
    setChecking(true);
    setNotice((notice) => orbNotice(notice, 'clicked'));
    const blocked = await microphoneBlocked();
    if (me !== attempt.current) return;
    if (blocked) {
      setMine(false);
      setNotice((notice) => orbNotice(notice, 'microphone-blocked'));
    } else void call.start(agentIds().healthcare); // its status moves the orb from here
    setChecking(false);
  }, [state, status, call]);

  /** The red end button: hangs up a live call, or cancels one that is still connecting. */
  const end = useCallback(async () => {
    attempt.current += 1;
    setMine(false);
    setChecking(false);
    setNotice((notice) => orbNotice(notice, 'stopped'));
    await stop();
  }, [stop]);

  /** The live demo has a call under way: the orb waits. */
  const lineBusy = !mine && (status === 'connecting' || status === 'connected');

  return { state, notice, volume: state === 'connected' ? volume : 0, lineBusy, start, stop: end };
}
