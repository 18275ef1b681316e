/**
 * Where calls go, from the build's environment (`.env.local`, or variables on the command line).
 * The defaults run against the repository's local stack and its voice-platform simulator.
 */
import type { WebCallOptions } from '@org/web-call';

/** The local stack's fixed, public, local-only voice key (never a real one). */
const LOCAL_KEY = 'local-voice-public-key-never-use-in-production';
/** The healthcare receptionist the local simulator scripts a conversation for. */
const LOCAL_ASSISTANT = '5a9d1c3e-7b2f-4e8a-9c61-0d4b7e2f1a01';

const env = import.meta.env;

/** `simulated`: the local simulator with the simulated transport; `daily`: a real call. */
export const mode: 'simulated' | 'daily' =
  env.VITE_WEB_CALL_MODE === 'daily' ? 'daily' : 'simulated';
export const publicKey: string = env.VITE_WEB_CALL_PUBLIC_KEY || LOCAL_KEY;
export const assistantId: string = env.VITE_WEB_CALL_ASSISTANT_ID || LOCAL_ASSISTANT;
/** The platform's API origin: the local stack when simulated, the platform's default otherwise. */
export const apiBaseUrl: string | undefined =
  env.VITE_WEB_CALL_API_BASE_URL || (mode === 'simulated' ? 'http://127.0.0.1:54321' : undefined);

/**
 * The client's options: in simulated mode, the simulated transport of `@org/web-call/testing`
 * (it plays the conversation the simulator scripts); loaded only then, so a real build leaves it
 * out.
 */
export async function clientOptions(): Promise<WebCallOptions> {
  if (mode !== 'simulated') return {};
  const { createSimulatedTransport } = await import('@org/web-call/testing');
  return { transport: createSimulatedTransport({ pacing: 'natural' }) };
}
