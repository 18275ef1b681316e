/**
 * Wires the live demo to the page's one voice call (shared with the orb through
 * `@org/web-call/react`'s provider): loads the configuration once the section is on screen, warms
 * the client, and turns the call's events into the demo's status texts. The site's own guards
 * apply: a blocked microphone is said before any call, a start that never hears "listening" ends
 * after CONNECT_TIMEOUT_MS, and "End Call" also cancels a call still connecting.
 */
import { useTranscript, useWebCall, useWebCallEvent } from '@org/web-call/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { isAutoplayBlocked } from './call-errors';
import { CONNECT_TIMEOUT_MS, isPermissionRefusal, microphoneBlocked } from './call-guards';
import {
  canStartCall,
  type DemoCallAction,
  demoCallReducer,
  initialDemoCallState,
} from './call-status';
import { resumeOnNextGesture } from './voice-client';
import { voiceConfigQueryOptions } from './voice-config';
import { useVoiceRuntime } from './voice-runtime';

/**
 * The live demo's call, as the section renders it. The configuration (and with it the backend and
 * voice client code) loads once `enabled`, i.e. once the section is on screen.
 */
export function useDemoCall(enabled = true) {
  const runtime = useVoiceRuntime();
  const config = useQuery({ ...voiceConfigQueryOptions(runtime.fetchConfig), enabled });
  const call = useWebCall();
  const { lines } = useTranscript();
  const [state, dispatch] = useReducer(demoCallReducer, initialDemoCallState);
  const stateRef = useRef(state);
  stateRef.current = state;
  // Each start is an attempt; ending it (or starting another) makes older results stale.
  const attempt = useRef(0);
  const { preload, stop } = call;

  useEffect(() => {
    if (!config.error) return;
    console.error('Voice demo configuration error:', config.error);
    dispatch({ type: 'config-error' });
  }, [config.error]);

  // With the configuration in, warm the page's client (Daily's call bundle) before a click.
  const ready = config.data !== undefined;
  useEffect(() => {
    if (ready) void preload();
  }, [ready, preload]);

  // Each status text is committed on its own, so none is skipped when events arrive in a burst
  // (the status line is announced to screen readers as it changes). The reducer ignores events
  // of a call the demo does not hold (the orb's).
  const show = (action: DemoCallAction) => flushSync(() => dispatch(action));
  useWebCallEvent('call-start', () => show({ type: 'call-started' }));
  useWebCallEvent('call-end', () => show({ type: 'call-ended' }));
  useWebCallEvent('speech-start', () => show({ type: 'speech-started' }));
  useWebCallEvent('speech-end', () => show({ type: 'speech-ended' }));
  useWebCallEvent('camera-error', (event) => {
    console.error('Voice demo microphone error:', event);
    if (!isPermissionRefusal(event) || stateRef.current.phase === 'idle') return;
    attempt.current += 1;
    show({ type: 'microphone-blocked' });
    void stop();
  });
  useWebCallEvent('error', (event) => {
    if (stateRef.current.phase === 'idle') return;
    // The bindings hear the error first: one that ends the call has made the status "error"
    // already (and they hang up what is left of the call).
    if (call.getState().status !== 'error') {
      console.warn('Voice demo call degraded:', event);
      if (isAutoplayBlocked(event)) resumeOnNextGesture(call);
      return;
    }
    console.error('Voice demo call error:', event);
    // The reducer tells a runtime error from a failing start (reported by start()).
    show({ type: 'runtime-error' });
  });

  // The site's own connect time limit (the client's stage limits are longer).
  const connecting = state.phase === 'connecting';
  useEffect(() => {
    if (!connecting) return;
    const timer = setTimeout(() => {
      console.error(`Voice demo call did not connect within ${CONNECT_TIMEOUT_MS / 1000} s`);
      attempt.current += 1;
      dispatch({ type: 'start-failed' });
      void stop();
    }, CONNECT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [connecting, stop]);

  const pageBusy = call.status === 'connecting' || call.status === 'connected';
  const start = useCallback(
    async (agentId: string) => {
      // SPEC §4: ignored while the client is not ready or a call is already under way.
      if (!ready || pageBusy || !canStartCall(stateRef.current)) return;
      const mine = ++attempt.current;
      dispatch({ type: 'start-requested', agentId });
      stateRef.current = demoCallReducer(stateRef.current, { type: 'start-requested', agentId });
      const current = (action: DemoCallAction) => mine === attempt.current && dispatch(action);
      if (await microphoneBlocked()) {
        current({ type: 'microphone-blocked' });
        return;
      }
      if (mine !== attempt.current) return; // ended before it began
      const created = await call.start(agentId);
      current(created ? { type: 'start-succeeded' } : { type: 'start-failed' });
    },
    [ready, pageBusy, call],
  );

  /** "End Call": hangs up a live call, or cancels one that is still connecting. */
  const end = useCallback(async () => {
    attempt.current += 1;
    dispatch({ type: 'call-ended' });
    await stop();
  }, [stop]);

  return {
    state,
    /** The live transcript of the demo's call (SPEC §2). */
    transcript: state.phase === 'live' ? lines : [],
    ready,
    /** The orb has a call under way: the cards wait. */
    lineBusy: pageBusy && state.phase === 'idle',
    configLoading: enabled && config.isPending && !config.error,
    start,
    end,
  };
}
