// Runs in a real Chromium tab (see react-tabs.spec.ts): a React app on @org/web-call/react whose
// provider has resume="session", over the real client and the simulated transport. Several tabs of
// one browser context open it; the platform answers on their origin from the test's process, so
// they share it. The panel reports what it shows through the console on every commit
// (page-report.ts), so a test sees each state with the transcript shown at that moment.
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { WebCall } from '../src/index';
import {
  OPEN_IN_ANOTHER_TAB,
  useTranscript,
  useWebCall,
  WebCallProvider,
} from '../src/react/index';
import { RESUME_KEY } from '../src/react/state';
import { createSimulatedTransport } from '../src/testing';
import { report } from './page-report';

const factory = createSimulatedTransport({ pacing: { msPerWord: 150, turnGapMs: 150 } });
let clients = 0;

/** What the panel shows, as it reports it. */
export interface TabReport {
  state: string;
  elsewhere: string | null;
  callId: string | null;
  lines: string[];
}

function CallPanel() {
  const { state, elsewhere, callId, start, end } = useWebCall();
  const { lines } = useTranscript();
  const shown = lines.map((line) => `${line.speaker}: ${line.text}`);
  useEffect(() => {
    report({ state, elsewhere, callId, lines: shown } satisfies TabReport);
  });
  return (
    <main>
      <p id="state">{state}</p>
      <p id="call-id">{callId}</p>
      {elsewhere === OPEN_IN_ANOTHER_TAB && (
        <p id="elsewhere" role="status">
          This call is open in another tab.
        </p>
      )}
      <ol id="transcript">
        {shown.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <button type="button" onClick={() => void start('assistant-id')}>
        {elsewhere ? 'Start a new call' : 'Start'}
      </button>
      <button type="button" onClick={() => void end()}>
        Hang up
      </button>
    </main>
  );
}

declare global {
  interface Window {
    /** What this page load made, and what it keeps. */
    tabsPage(): Promise<{ kept: string | null; clients: number; locks: string[] | null }>;
  }
}

window.tabsPage = async () => ({
  kept: sessionStorage.getItem(RESUME_KEY),
  clients,
  // The Web Locks this origin holds, or null where the page has none.
  locks: navigator.locks
    ? ((await navigator.locks.query()).held ?? []).map((lock) => lock.name ?? '')
    : null,
});

const root = document.createElement('div');
document.body.append(root);
createRoot(root).render(
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
  </WebCallProvider>,
);
