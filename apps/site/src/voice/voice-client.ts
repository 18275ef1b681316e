/**
 * How the site makes its voice client (`@org/web-call`, loaded on first use so it stays out of the
 * first page load: docs/architecture.md#loading-on-demand), and how it resumes audio the browser
 * held back.
 */
import type { WebCallClient } from '@org/web-call/react';
import type { VoiceConfig } from './voice-config';

/** Makes the page's voice client for a configuration; the default loads `@org/web-call` lazily. */
export type VoiceClientFactory = (config: VoiceConfig) => Promise<WebCallClient>;

/**
 * After the browser refused to autoplay the assistant, plays it on the visitor's next click or key
 * press (a user gesture, which the autoplay policy asks for). Returns the cancel.
 */
export function resumeOnNextGesture(client: Pick<WebCallClient, 'resumeAudio'>): () => void {
  const resume = () => {
    cancel();
    client
      .resumeAudio()
      .catch((error: unknown) => console.warn('Voice audio still blocked:', error));
  };
  const cancel = () => {
    document.removeEventListener('pointerdown', resume, true);
    document.removeEventListener('keydown', resume, true);
  };
  document.addEventListener('pointerdown', resume, true);
  document.addEventListener('keydown', resume, true);
  return cancel;
}
