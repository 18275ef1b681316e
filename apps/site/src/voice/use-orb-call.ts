/**
 * Wires the floating orb's state machine to a voice client (SPEC §4 "Floating orb call"): the
 * configuration is fetched on click, the client is created on first use, and client events move
 * the orb back to idle.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { agentIds } from './agent-ids';
import { endsCall } from './call-errors';
import { orbReducer } from './orb-state';
import { subscribe, type VoiceClient } from './voice-client';
import { voiceConfigQueryOptions } from './voice-config';
import { useLineOwner, voiceLine } from './voice-line';
import { useVoiceRuntime } from './voice-runtime';

/**
 * The orb's call: its state, the assistant's loudness, whether the demo holds the line, and the two
 * things a visitor can do.
 */
export function useOrbCall() {
  const runtime = useVoiceRuntime();
  const [state, dispatch] = useReducer(orbReducer, 'idle');
  const [volume, setVolume] = useState(0);
  const client = useRef<{ key: string; client: VoiceClient; unsubscribe: () => void } | null>(null);

  // The orb holds the page's voice line from click until its call is over.
  useEffect(() => {
    if (state === 'idle') voiceLine.release('orb');
  }, [state]);

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
        error: (error) => {
          if (!endsCall(error)) {
            console.warn('Voice orb call degraded:', error);
            return;
          }
          console.error('Voice orb call error:', error);
          setVolume(0);
          dispatch('error');
        },
      });
      client.current = { key, client: voiceClient, unsubscribe };
      return voiceClient;
    },
    [runtime],
  );

  const start = useCallback(async () => {
    if (state !== 'idle' || !voiceLine.claim('orb')) return;
    dispatch('clicked');
    let voiceClient: VoiceClient;
    try {
      const queryClient = await runtime.queryClient();
      const config = await queryClient.fetchQuery(voiceConfigQueryOptions(runtime.fetchConfig));
      voiceClient = await clientFor(config);
    } catch (error) {
      console.error('Voice orb configuration error:', error);
      dispatch('config-missing');
      return;
    }
    try {
      const call = await voiceClient.start(agentIds().healthcare);
      if (!call) dispatch('start-failed');
    } catch (error) {
      console.error('Voice orb call failed to start:', error);
      dispatch('start-failed');
    }
  }, [state, runtime, clientFor]);

  const stop = useCallback(async () => {
    const current = client.current?.client;
    setVolume(0);
    dispatch('stopped');
    if (current) await Promise.resolve(current.stop()).catch(() => {});
  }, []);

  /** The live demo has a call under way: the orb waits. */
  const lineBusy = useLineOwner() === 'demo';

  return { state, volume, lineBusy, start, stop };
}
