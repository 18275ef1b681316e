/**
 * Where the voice components get their I/O from: the configuration fetcher and the client factory.
 * The defaults are the real ones; tests wrap components in `VoiceRuntimeProvider` with fakes.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { loadQueryClient } from '../lib/shared-query-client';
import type { VoiceClientFactory } from './voice-client';
import type { VoiceConfig } from './voice-config';

/** The voice demo's outside dependencies. */
export interface VoiceRuntime {
  fetchConfig: () => Promise<VoiceConfig>;
  createClient: VoiceClientFactory;
  /** The query client the configuration is cached in; must return the same promise every call. */
  queryClient: () => Promise<QueryClient>;
  /** Calls run against the local platform simulator; the demo says so. */
  simulated: boolean;
}

// The configuration fetcher and the client factory load with the first call, not with the page.
const defaultRuntime: VoiceRuntime = {
  fetchConfig: () => import('./voice-config').then((module) => module.fetchVoiceConfig()),
  createClient: (config) =>
    import('./web-call-loader').then((module) => module.createWebCallClient(config)),
  queryClient: loadQueryClient,
  simulated: import.meta.env.VITE_VOICE_MODE === 'simulated',
};

const VoiceRuntimeContext = createContext<VoiceRuntime>(defaultRuntime);

/** Supplies another runtime to the voice components below it (tests, stories). */
export function VoiceRuntimeProvider({
  runtime,
  children,
}: {
  runtime: VoiceRuntime;
  children: ReactNode;
}) {
  return <VoiceRuntimeContext value={runtime}>{children}</VoiceRuntimeContext>;
}

/** The runtime in effect. */
export function useVoiceRuntime(): VoiceRuntime {
  return useContext(VoiceRuntimeContext);
}
