/**
 * The page's one voice call, shared by the floating orb and the live demo through
 * `@org/web-call/react`'s provider (one client, so never two call objects on the page). Nothing is
 * fetched or made before the first use: the configuration (SPEC §7: fetched on the orb's click or
 * once the demo is on screen) and the client's code load then, and never during prerendering.
 */
import { WebCallProvider } from '@org/web-call/react';
import { type ReactNode, useCallback } from 'react';
import { useVoiceRuntime } from './voice-runtime';

/** Holds the page's voice client for the orb and the live demo below it. */
export function VoiceProvider({ children }: { children: ReactNode }) {
  const runtime = useVoiceRuntime();
  const createClient = useCallback(async () => {
    const [queryClient, { voiceConfigQueryOptions }] = await Promise.all([
      runtime.queryClient(),
      import('./voice-config'),
    ]);
    const config = await queryClient.fetchQuery(voiceConfigQueryOptions(runtime.fetchConfig));
    return runtime.createClient(config);
  }, [runtime]);
  return <WebCallProvider createClient={createClient}>{children}</WebCallProvider>;
}
