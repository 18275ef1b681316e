/**
 * The slice of `@org/web-call` the site uses, as an interface, so components can be tested with a
 * fake and the real client can stay out of the first page load (DESIGN "The site").
 */
import type { VoiceConfig } from './voice-config';

/** Events the site listens to (SPEC §7 "Site calls"), with the payloads it reads. */
export interface VoiceClientEvents {
  /** The assistant is listening: the call is live. */
  'call-start': () => void;
  /** The call is over, whoever ended it. */
  'call-end': () => void;
  /** The assistant started speaking. */
  'speech-start': () => void;
  /** The assistant has been silent for a second. */
  'speech-end': () => void;
  /** The assistant's loudness, 0 to 1. */
  'volume-level': (volume: number) => void;
  /** A message from the remote side (transcripts among them). */
  message: (message: unknown) => void;
  /** A start or runtime failure. */
  error: (error: unknown) => void;
  /** The browser refused or lost the microphone (or camera); the payload says why. */
  'camera-error': (error: unknown) => void;
}

/** Name of a voice client event. */
export type VoiceClientEvent = keyof VoiceClientEvents;

/** What the site needs from a voice client. */
export interface VoiceClient {
  on<E extends VoiceClientEvent>(event: E, listener: VoiceClientEvents[E]): unknown;
  off<E extends VoiceClientEvent>(event: E, listener: VoiceClientEvents[E]): unknown;
  /** Starts a call with an assistant; resolves to the call, or `null` when starting failed. */
  start(assistantId: string): Promise<unknown>;
  /** Ends the call from this side. */
  stop(): unknown;
  /** Plays audio the browser's autoplay policy held back; call it from a user gesture. */
  resumeAudio?(): Promise<void>;
}

/** Creates a voice client for a configuration; the site's default loads `@org/web-call` lazily. */
export type VoiceClientFactory = (config: VoiceConfig) => Promise<VoiceClient>;

/** Warms the voice client's code before a call is started. */
export type VoicePreloader = () => void;

/** Subscribes to several events at once; returns the matching unsubscribe. */
export function subscribe(client: VoiceClient, listeners: Partial<VoiceClientEvents>): () => void {
  const entries = Object.entries(listeners) as [VoiceClientEvent, (...args: never[]) => void][];
  for (const [event, listener] of entries) client.on(event, listener as never);
  return () => {
    for (const [event, listener] of entries) client.off(event, listener as never);
  };
}

/**
 * After the browser refused to autoplay the assistant, plays it on the visitor's next click or key
 * press (a user gesture, which the autoplay policy asks for). Returns the cancel.
 */
export function resumeOnNextGesture(client: VoiceClient): () => void {
  const resume = () => {
    cancel();
    client
      .resumeAudio?.()
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
