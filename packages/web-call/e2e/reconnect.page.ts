// Runs in a real Chromium page (see reconnect.spec.ts): a call whose room the platform keeps
// (roomDeleteOnUserLeaveEnabled: false), rejoined with reconnect() after the page reloads. What
// the page heard is kept in sessionStorage, so it outlives the reload.
import { WebCall } from '../src/index';
import { createSimulatedTransport } from '../src/testing';

const heard: string[] = JSON.parse(sessionStorage.getItem('heard') ?? '[]');
const events: string[] = [];
const factory = createSimulatedTransport({ pacing: { msPerWord: 150, turnGapMs: 150 } });
// The platform answers on this page's origin (the test serves it from Node).
const call = new WebCall('pk_browser', location.origin, undefined, undefined, {
  transport: factory,
});
call.on('message', (m) => {
  if (m.type !== 'transcript' || m.transcriptType !== 'final') return;
  heard.push(`${m.role}: ${m.transcript}`);
  sessionStorage.setItem('heard', JSON.stringify(heard));
});
for (const name of ['call-start', 'call-start-success', 'call-end'] as const) {
  call.on(name, () => events.push(name));
}
call.on('error', (e) => events.push(`error: ${e.type}`));

declare global {
  interface Window {
    startKeptCall(): Promise<void>;
    reconnectCall(): Promise<void>;
    /** What this page load saw, and what was heard over all loads. */
    callState(): { heard: string[]; events: string[]; audio: number };
  }
}

window.startKeptCall = async () => {
  const created = await call.start('assistant-id', undefined, undefined, undefined, undefined, {
    roomDeleteOnUserLeaveEnabled: false,
  });
  sessionStorage.setItem('call', JSON.stringify(created));
};
window.reconnectCall = () => call.reconnect(JSON.parse(sessionStorage.getItem('call') ?? '{}'));
window.callState = () => ({
  heard: [...heard],
  events: [...events],
  audio: document.querySelectorAll('audio').length,
});
