// A voice call with an assistant in React: every piece of state comes from @org/web-call/react's
// hooks; the one client is the provider's.
import { isApiError } from '@org/api-client';
import {
  useIsSpeaking,
  useLocalVolumeLevel,
  useTranscript,
  useVolumeLevel,
  useWebCall,
  type WebCallFailure,
} from '@org/web-call/react';
import { useEffect, useState } from 'react';
import { AudioControls } from './audio-controls';
import { AudioHealthMessage } from './audio-health';
import { apiBaseUrl, assistantId, mode } from './config';
import { TurnsAndCaptions } from './turns-and-captions';

/** A failure in words: the platform's HTTP answer when it refused the call. */
function describe(failure: WebCallFailure): string {
  const cause = failure.error.cause;
  if (isApiError(cause) && cause.status === 401) return 'The platform refused the public key.';
  if (isApiError(cause)) return `The platform could not create the call (${cause.message}).`;
  if (failure.phase === 'client') return `The call client could not load: ${failure.error.message}`;
  return `${failure.event?.type ?? 'error'}: ${failure.error.message}`;
}

/** The microphone's level, and a hint when a connected call has not heard it for 5 s. */
function Microphone({ connected }: { connected: boolean }) {
  const level = useLocalVolumeLevel();
  const heard = level >= 0.01;
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    setQuiet(false);
    if (heard || !connected) return;
    const timer = setTimeout(() => setQuiet(true), 5000);
    return () => clearTimeout(timer);
  }, [heard, connected]);
  return (
    <>
      <label>
        Your microphone <meter min={0} max={1} value={level} />
      </label>
      {quiet && <p>We can't hear you: is your microphone muted?</p>}
    </>
  );
}

export function App() {
  const { state, error, callId, start, end, setMuted, preload } = useWebCall();
  const { lines, partial } = useTranscript();
  const volume = useVolumeLevel();
  const speaking = useIsSpeaking();
  const [muted, setMutedState] = useState(false);
  const live = state === 'starting' || state === 'connected' || state === 'reconnecting';

  const toggleMute = () => {
    setMuted(!muted);
    setMutedState(!muted);
  };

  return (
    <main>
      <h1>Talk to an assistant</h1>
      <p>
        {mode === 'simulated'
          ? `Simulated call against ${apiBaseUrl} (the local stack's voice-platform simulator).`
          : 'Real call with the platform.'}
      </p>
      <p>
        {live ? (
          <>
            <button type="button" onClick={() => void end()}>
              End call
            </button>
            {state === 'connected' && (
              <button type="button" aria-pressed={muted} onClick={toggleMute}>
                {muted ? 'Unmute' : 'Mute'}
              </button>
            )}
          </>
        ) : (
          <button
            type="button"
            disabled={state === 'ending'}
            onPointerEnter={() => void preload()}
            onClick={() => {
              setMutedState(false);
              void start(assistantId);
            }}
          >
            Start call
          </button>
        )}
      </p>
      <p role="status" aria-live="polite">
        {state === 'failed' && error
          ? describe(error)
          : state === 'connected'
            ? speaking
              ? 'The assistant is speaking…'
              : 'Listening…'
            : state === 'reconnecting'
              ? 'Reconnecting...'
              : state}
        {callId && ` (call ${callId})`}
      </p>
      <AudioHealthMessage />
      <p>
        <label>
          Assistant <meter min={0} max={1} value={volume} />
        </label>{' '}
        <Microphone connected={state === 'connected'} />
      </p>
      <TurnsAndCaptions />
      <AudioControls />
      <ol aria-label="Transcript" aria-live="polite">
        {lines.map((line, index) => (
          // Lines only grow at the end (the oldest may drop off): the index is stable enough.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            <b>{line.speaker === 'assistant' ? 'Assistant: ' : 'You: '}</b>
            {line.text}
          </li>
        ))}
        {partial && (
          <li className="partial">
            <b>{partial.speaker === 'assistant' ? 'Assistant: ' : 'You: '}</b>
            {partial.text}…
          </li>
        )}
      </ol>
    </main>
  );
}
