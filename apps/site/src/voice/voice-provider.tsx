/**
 * The page's one voice call, shown by the floating orb and by the live demo, each a React root of
 * its own (an island): both providers show one hub of `@org/web-call/react`, so there is one client
 * and never two call objects on the page, and the call goes on while either part is there. Nothing
 * is fetched or made before the first use: the configuration (fetched on the orb's click or once
 * the demo is on screen: docs/requirements.md#site-calls) and the client's code load then, and
 * never during prerendering.
 */
import { createWebCallHub, type WebCallHub, WebCallProvider } from '@org/web-call/react';
import type { ReactNode } from 'react';
import { useVoiceRuntime, type VoiceRuntime } from './voice-runtime';

/** One hub per runtime: the page's real one, or a test's fakes. */
const hubs = new WeakMap<VoiceRuntime, WebCallHub>();

/** The call of the page (of `runtime`), made on first use. */
export function voiceHub(runtime: VoiceRuntime): WebCallHub {
  let hub = hubs.get(runtime);
  if (!hub) {
    hub = createWebCallHub({
      async createClient() {
        const [queryClient, { voiceConfigQueryOptions }] = await Promise.all([
          runtime.queryClient(),
          import('./voice-config'),
        ]);
        const config = await queryClient.fetchQuery(voiceConfigQueryOptions(runtime.fetchConfig));
        return runtime.createClient(config);
      },
    });
    hubs.set(runtime, hub);
  }
  return hub;
}

/** Shows the page's voice call to the part of the page below it (the orb, or the live demo). */
export function VoiceProvider({ children }: { children: ReactNode }) {
  return <WebCallProvider hub={voiceHub(useVoiceRuntime())}>{children}</WebCallProvider>;
}
