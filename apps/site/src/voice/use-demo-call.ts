/**
 * Wires the live demo's state machine to a voice client: loads the configuration once the section
 * is on screen, creates and warms the client, and turns client events into reducer actions. The
 * site's own guards apply: a blocked microphone is said before any call, a start that never hears
 * "listening" ends after CONNECT_TIMEOUT_MS, and "End Call" also cancels a call still connecting.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { endsCall, isAutoplayBlocked } from './call-errors';
import { CONNECT_TIMEOUT_MS, isPermissionRefusal, microphoneBlocked } from './call-guards';
import {
  CALL_STATUS,
  canStartCall,
  type DemoCallAction,
  demoCallReducer,
  initialDemoCallState,
} from './call-status';
import { resumeOnNextGesture, subscribe, type VoiceClient } from './voice-client';
import { voiceConfigQueryOptions } from './voice-config';
import { useLineOwner, voiceLine } from './voice-line';
import { useVoiceRuntime } from './voice-runtime';
import { preloadClient } from './web-call-loader';

/**
 * The live demo's call, as the section renders it. The configuration (and with it the backend and
 * voice client code) loads once `enabled`, i.e. once the section is on screen.
 */
export function useDemoCall(enabled = true) {
  const runtime = useVoiceRuntime();
  const config = useQuery({ ...voiceConfigQueryOptions(runtime.fetchConfig), enabled });
  const [state, dispatch] = useReducer(demoCallReducer, initialDemoCallState);
  const [client, setClient] = useState<VoiceClient | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  // Each start is an attempt; ending it (or starting another) makes older results stale.
  const attempt = useRef(0);

  useEffect(() => {
    if (!config.error) return;
    console.error('Voice demo configuration error:', config.error);
    dispatch({ type: 'config-error' });
  }, [config.error]);

  // The demo holds the page's voice line while its call is connecting or live.
  useEffect(() => {
    if (state.phase === 'idle') voiceLine.release('demo');
  }, [state.phase]);
  useEffect(() => () => voiceLine.release('demo'), []);
  const lineBusy = useLineOwner() === 'orb';

  const configData = config.data;
  useEffect(() => {
    if (!configData) return;
    let cancelled = false;
    let created: VoiceClient | undefined;
    let unsubscribe: (() => void) | undefined;
    runtime.createClient(configData).then(
      (voiceClient) => {
        if (cancelled) return;
        created = voiceClient;
        // Each status text is committed on its own, so none is skipped when events arrive in a
        // burst (the status line is announced to screen readers as it changes).
        const show = (action: DemoCallAction) => flushSync(() => dispatch(action));
        unsubscribe = subscribe(voiceClient, {
          'call-start': () => show({ type: 'call-started' }),
          'call-end': () => show({ type: 'call-ended' }),
          'speech-start': () => show({ type: 'speech-started' }),
          'speech-end': () => show({ type: 'speech-ended' }),
          message: (message) => dispatch({ type: 'message', message }),
          'camera-error': (event) => {
            console.error('Voice demo microphone error:', event);
            if (!isPermissionRefusal(event) || stateRef.current.phase === 'idle') return;
            attempt.current += 1;
            show({ type: 'microphone-blocked' });
            Promise.resolve(voiceClient.stop()).catch(() => {});
          },
          error: (error) => {
            if (!endsCall(error)) {
              console.warn('Voice demo call degraded:', error);
              if (isAutoplayBlocked(error)) resumeOnNextGesture(voiceClient);
              return;
            }
            console.error('Voice demo call error:', error);
            // The reducer tells a runtime error from a failing start (reported by start()).
            show({ type: 'runtime-error' });
          },
        });
        preloadClient(voiceClient);
        setClient(voiceClient);
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('Voice demo client failed to load:', error);
        dispatch({ type: 'config-error' });
      },
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
      if (created) Promise.resolve(created.stop()).catch(() => {});
      setClient(null);
    };
  }, [configData, runtime]);

  // After a runtime error the call is no longer live: hang up what is left of it, which ends it
  // (call-end) and clears the card.
  const failedAtRuntime = state.status === CALL_STATUS.error && state.activeAgentId !== null;
  useEffect(() => {
    if (failedAtRuntime && client) Promise.resolve(client.stop()).catch(() => {});
  }, [failedAtRuntime, client]);

  // The site's own connect time limit (the client's stage limits are longer).
  const connecting = state.phase === 'connecting';
  useEffect(() => {
    if (!connecting || !client) return;
    const timer = setTimeout(() => {
      console.error(`Voice demo call did not connect within ${CONNECT_TIMEOUT_MS / 1000} s`);
      attempt.current += 1;
      dispatch({ type: 'start-failed' });
      Promise.resolve(client.stop()).catch(() => {});
    }, CONNECT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [connecting, client]);

  const start = useCallback(
    async (agentId: string) => {
      // SPEC §4: ignored while the client is not ready or a call is already under way.
      if (!client || !canStartCall(stateRef.current) || !voiceLine.claim('demo')) return;
      const mine = ++attempt.current;
      dispatch({ type: 'start-requested', agentId });
      stateRef.current = demoCallReducer(stateRef.current, { type: 'start-requested', agentId });
      const current = (action: DemoCallAction) => mine === attempt.current && dispatch(action);
      if (await microphoneBlocked()) {
        current({ type: 'microphone-blocked' });
        return;
      }
      if (mine !== attempt.current) return; // ended before it began
      try {
        const call = await client.start(agentId);
        current(call ? { type: 'start-succeeded' } : { type: 'start-failed' });
      } catch (error) {
        console.error('Voice demo call failed to start:', error);
        current({ type: 'start-failed' });
      }
    },
    [client],
  );

  /** "End Call": hangs up a live call, or cancels one that is still connecting. */
  const end = useCallback(async () => {
    if (!client) return;
    attempt.current += 1;
    dispatch({ type: 'call-ended' });
    await Promise.resolve(client.stop()).catch(() => {});
  }, [client]);

  return {
    state,
    ready: client !== null,
    /** The orb has a call under way: the cards wait. */
    lineBusy,
    configLoading: enabled && config.isPending && !config.error,
    start,
    end,
  };
}
