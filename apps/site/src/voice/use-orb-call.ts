/**
 * Wires the floating orb's state machine to a voice client (SPEC §4 "Floating orb call"): the
 * configuration is fetched on click, the client is created on first use, and client events move
 * the orb back to idle. The site's own guards apply: a blocked microphone is said before any call,
 * a start that never hears "listening" ends after CONNECT_TIMEOUT_MS, and a fatal error hangs up.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { agentIds } from './agent-ids';
import { endsCall, isAutoplayBlocked } from './call-errors';
import { CONNECT_TIMEOUT_MS, isPermissionRefusal, microphoneBlocked } from './call-guards';
import { type OrbEvent, type OrbNotice, type OrbState, orbNotice, orbReducer } from './orb-state';
import { resumeOnNextGesture, subscribe, type VoiceClient } from './voice-client';
import { voiceConfigQueryOptions } from './voice-config';
import { useLineOwner, voiceLine } from './voice-line';
import { useVoiceRuntime } from './voice-runtime';

/** The orb's state and what it says, moved together by one event. */
function orbCall(
  current: { state: OrbState; notice: OrbNotice },
  event: OrbEvent,
): { state: OrbState; notice: OrbNotice } {
  return { state: orbReducer(current.state, event), notice: orbNotice(current.notice, event) };
}

/**
 * The orb's call: its state, the assistant's loudness, what it says after a failure, whether the
 * demo holds the line, and the two things a visitor can do.
 */
export function useOrbCall() {
  const runtime = useVoiceRuntime();
  const [{ state, notice }, dispatch] = useReducer(orbCall, { state: 'idle', notice: null });
  const [volume, setVolume] = useState(0);
  const client = useRef<{ key: string; client: VoiceClient; unsubscribe: () => void } | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  // Each click starts an attempt; ending it (or starting another) makes older results stale.
  const attempt = useRef(0);

  const hangUp = useCallback(() => {
    attempt.current += 1;
    setVolume(0);
    const current = client.current?.client;
    return current ? Promise.resolve(current.stop()).catch(() => {}) : Promise.resolve();
  }, []);

  // The orb holds the page's voice line from click until its call is over.
  useEffect(() => {
    if (state === 'idle') voiceLine.release('orb');
  }, [state]);

  // The site's own connect time limit (the client's stage limits are longer).
  useEffect(() => {
    if (state !== 'connecting') return;
    const timer = setTimeout(() => {
      console.error(`Voice orb call did not connect within ${CONNECT_TIMEOUT_MS / 1000} s`);
      dispatch('timed-out');
      void hangUp();
    }, CONNECT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state, hangUp]);

  useEffect(
    () => () => {
      voiceLine.release('orb');
      const current = client.current;
      client.current = null;
      if (!current) return;
      current.unsubscribe();
      Promise.resolve(current.client.stop()).catch(() => {});
    },
    [],
  );

  const clientFor = useCallback(
    async (config: { publicKey: string; apiBaseUrl?: string }) => {
      const key = `${config.publicKey}@${config.apiBaseUrl ?? ''}`;
      if (client.current?.key === key) return client.current.client;
      client.current?.unsubscribe();
      const voiceClient = await runtime.createClient(config);
      const unsubscribe = subscribe(voiceClient, {
        'call-start': () => dispatch('call-started'),
        'call-end': () => {
          setVolume(0);
          dispatch('call-ended');
        },
        'volume-level': (level) => setVolume(level),
        'camera-error': (event) => {
          console.error('Voice orb microphone error:', event);
          if (!isPermissionRefusal(event) || stateRef.current === 'idle') return;
          dispatch('microphone-blocked');
          void hangUp();
        },
        error: (error) => {
          if (!endsCall(error)) {
            console.warn('Voice orb call degraded:', error);
            if (isAutoplayBlocked(error)) resumeOnNextGesture(voiceClient);
            return;
          }
          console.error('Voice orb call error:', error);
          // While connecting, start() reports the failure itself ("Failed to connect").
          if (stateRef.current !== 'connected') return;
          dispatch('error');
          void hangUp();
        },
      });
      client.current = { key, client: voiceClient, unsubscribe };
      return voiceClient;
    },
    [runtime, hangUp],
  );

  const start = useCallback(async () => {
    if (state !== 'idle' || !voiceLine.claim('orb')) return;
    const mine = ++attempt.current;
    dispatch('clicked');
    if (await microphoneBlocked()) {
      if (mine === attempt.current) dispatch('microphone-blocked');
      return;
    }
    let voiceClient: VoiceClient;
    try {
      const queryClient = await runtime.queryClient();
      const config = await queryClient.fetchQuery(voiceConfigQueryOptions(runtime.fetchConfig));
      voiceClient = await clientFor(config);
    } catch (error) {
      console.error('Voice orb configuration error:', error);
      if (mine === attempt.current) dispatch('config-missing');
      return;
    }
    if (mine !== attempt.current) return; // ended while the configuration loaded
    try {
      const call = await voiceClient.start(agentIds().healthcare);
      if (!call && mine === attempt.current) dispatch('start-failed');
    } catch (error) {
      console.error('Voice orb call failed to start:', error);
      if (mine === attempt.current) dispatch('start-failed');
    }
  }, [state, runtime, clientFor]);

  /** The red end button: hangs up a live call, or cancels one that is still connecting. */
  const stop = useCallback(async () => {
    dispatch('stopped');
    await hangUp();
  }, [hangUp]);

  /** The live demo has a call under way: the orb waits. */
  const lineBusy = useLineOwner() === 'demo';

  return { state, notice, volume, lineBusy, start, stop };
}
