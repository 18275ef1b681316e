// Runs in a real Chromium page (see react-bindings.spec.ts): a React app on @org/web-call/react,
// in StrictMode, over the real client and the simulated transport and platform.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WebCall } from '../src/index';
import {
  useIsSpeaking,
  useTranscript,
  useVolumeLevel,
  useWebCall,
  WebCallProvider,
} from '../src/react/index';
import { createPlatformFetch, createSimulatedTransport } from '../src/testing';

const fetch = createPlatformFetch({
  tokens: ['pk_browser'],
  room: () => ({
    assistantName: 'Riley',
    turns: [
      { role: 'assistant', text: 'Hello from the browser.' },
      { role: 'user', text: 'Hi there.' },
      { role: 'user', text: 'Book me in.' },
    ],
  }),
});
const factory = createSimulatedTransport({ fetch });
let clients = 0;
let loudest = 0;

function CallPanel() {
  const { state, callId, start, stop } = useWebCall();
  const { lines } = useTranscript();
  const volume = useVolumeLevel();
  loudest = Math.max(loudest, volume);
  const speaking = useIsSpeaking();
  return (
    <main>
      <p id="state">{state}</p>
      <p id="call-id">{callId}</p>
      <p id="speaking">{speaking ? 'speaking' : 'quiet'}</p>
      <ol id="transcript">
        {lines.map((line) => (
          <li key={`${line.speaker}:${line.text}`}>{`${line.speaker}: ${line.text}`}</li>
        ))}
      </ol>
      <button type="button" onClick={() => void start('assistant-id')}>
        Start
      </button>
      <button type="button" onClick={() => void stop()}>
        Stop
      </button>
    </main>
  );
}

/** A second component on the same provider: it sees the same call. */
function Badge() {
  const { state } = useWebCall();
  return <p id="badge">{state}</p>;
}

declare global {
  interface Window {
    /** What the page made and saw. */
    bindings(): Record<string, unknown>;
  }
}

window.bindings = () => ({
  clients,
  callObjects: factory.created,
  destroyed: factory.last?.isDestroyed() ?? null,
  audio: document.querySelectorAll('audio').length,
  loudest,
});

const root = document.createElement('div');
document.body.append(root);
createRoot(root).render(
  <StrictMode>
    <WebCallProvider
      createClient={() => {
        clients += 1;
        return new WebCall('pk_browser', 'https://platform.test', undefined, undefined, {
          transport: factory,
          fetch,
        });
      }}
    >
      <CallPanel />
      <Badge />
    </WebCallProvider>
  </StrictMode>,
);
