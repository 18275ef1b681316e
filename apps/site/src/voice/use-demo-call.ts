/**
 * The live demo's call (docs/requirements.md#the-live-demo), on the page's one voice call shared
 * with the orb: loads the configuration once the section is on screen, warms the client, and shows
 * a view of its call (`demo-view.ts`).
 */
import { useTranscript, useWebCall } from '@org/web-call/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { demoView, isLive } from './demo-view';
import { useCall } from './use-call';
import { voiceConfigQueryOptions } from './voice-config';
import { useVoiceRuntime } from './voice-runtime';

/**
 * The live demo's call, as the section renders it. The configuration (and with it the backend and
 * voice client code) loads once `enabled`, i.e. once the section is on screen.
 */
export function useDemoCall(enabled = true) {
  const runtime = useVoiceRuntime();
  const config = useQuery({ ...voiceConfigQueryOptions(runtime.fetchConfig), enabled });
  const { preload } = useWebCall();
  const { lines } = useTranscript();
  const { call, start, end } = useCall('Voice demo');

  useEffect(() => {
    if (config.error) console.error('Voice demo configuration error:', config.error);
  }, [config.error]);

  // With the configuration in, warm the page's client (Daily's call bundle) before a click.
  const ready = config.data !== undefined;
  useEffect(() => {
    if (ready) void preload();
  }, [ready, preload]);

  const configFailed = Boolean(config.error);
  const view = demoView(call, configFailed);
  // Ignored while the client is not ready (and, in `start`, while a call is under way):
  // docs/requirements.md#the-live-demo.
  const startWhenReady = useCallback(
    async (agentId: string) => (ready ? start(agentId) : undefined),
    [ready, start],
  );

  return {
    view,
    /** The live transcript of the demo's call (docs/requirements.md#the-live-demo). */
    transcript: isLive(view.state) ? lines : [],
    ready,
    configLoading: enabled && config.isPending && !configFailed,
    /** The configuration did not load: no call can start. */
    configFailed,
    start: startWhenReady,
    end,
  };
}
