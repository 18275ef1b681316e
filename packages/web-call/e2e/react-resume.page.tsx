// Runs in a real Chromium page (see react-resume.spec.ts): a React app on @org/web-call/react whose
// provider has resume="session", over the real client and the simulated transport. The platform
// answers on this page's origin from the test's process, so the room it keeps outlives a reload;
// what the page heard is kept in sessionStorage, so it does too. The panel reports what it shows
// through the console on every commit (page-report.ts), so a test can follow it without giving the
// page a user gesture.
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { WebCall } from '../src/index';
import { useTranscript, useWebCall, useWebCallEvent, WebCallProvider } from '../src/react/index';
import { RESUME_KEY } from '../src/react/state';
import { createSimulatedTransport } from '../src/testing';
import { report } from './page-report';

const heard: string[] = JSON.parse(sessionStorage.getItem('heard') ?? '[]');
const factory = createSimulatedTransport({ pacing: { msPerWord: 150, turnGapMs: 150 } });
let clients = 0;

/** How often the client has told the platform that the assistant's audio plays. */
const playable = () => factory.last?.sentMessages.filter((m) => m === 'playable').length ?? 0;

/** What the panel shows, as it reports it. */
export interface PanelReport {
  state: string;
  needsGesture: boolean;
  lines: number;
  playable: number;
  /** Whether the page has had a user gesture (`navigator.userActivation.hasBeenActive`). */
  gesture: boolean;
}

function CallPanel() {
  const { state, callId, needsGesture, start, end, resumeAudio } = useWebCall();
  const { lines } = useTranscript();
  useWebCallEvent('message', (m) => {
    if (m.type !== 'transcript' || m.transcriptType !== 'final') return;
    heard.push(`${m.role}: ${m.transcript}`);
    sessionStorage.setItem('heard', JSON.stringify(heard));
  });
  useEffect(() => {
    report({
      state,
      needsGesture,
      lines: lines.length,
      playable: playable(),
      gesture: navigator.userActivation.hasBeenActive,
    } satisfies PanelReport);
  });
  return (
    <main>
      <p id="state">{state}</p>
      <p id="call-id">{callId}</p>
      <ol id="transcript">
        {lines.map((line) => (
          <li key={`${line.speaker}:${line.text}`}>{`${line.speaker}: ${line.text}`}</li>
        ))}
      </ol>
      <button type="button" onClick={() => void start('assistant-id')}>
        Start
      </button>
      <button type="button" onClick={() => void end()}>
        Hang up
      </button>
      {needsGesture && (
        <button type="button" onClick={() => void resumeAudio()}>
          Tap to resume
        </button>
      )}
    </main>
  );
}

declare global {
  interface Window {
    /** What this page load made, and what was heard over all loads. */
    resumePage(): {
      heard: string[];
      kept: string | null;
      clients: number;
      audio: number;
      playable: number;
    };
  }
}

window.resumePage = () => ({
  heard: [...heard],
  kept: sessionStorage.getItem(RESUME_KEY),
  clients,
  audio: document.querySelectorAll('audio').length,
  playable: playable(),
});

const root = document.createElement('div');
document.body.append(root);
createRoot(root).render(
  <StrictMode>
    <WebCallProvider
      resume="session"
      createClient={() => {
        clients += 1;
        return new WebCall('pk_browser', location.origin, undefined, undefined, {
          transport: factory,
        });
      }}
    >
      <CallPanel />
    </WebCallProvider>
  </StrictMode>,
);
