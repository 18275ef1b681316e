// Starts a simulated call as soon as the page loads, before any user gesture (so Chromium's
// autoplay policy refuses the assistant's audio), and reports what happened through the console
// (page-report.ts): any read of the page through Playwright would give it a user gesture.
import { WebCall } from '../src/index';
import { createPlatformFetch, createSimulatedTransport } from '../src/testing';
import { report } from './page-report';

/** What the page reports after each event. */
export interface AutoplayReport {
  /** The events so far, each with its error's type and reason, separated by spaces. */
  events: string;
  /** How often the client told the platform that the assistant's audio plays. */
  playable: number;
  /** Whether the assistant's `<audio>` element is paused (`none` before there is one). */
  paused: string;
  /** Whether the page has had a user gesture (`navigator.userActivation.hasBeenActive`). */
  gesture: boolean;
}

const fetch = createPlatformFetch();
const factory = createSimulatedTransport({ fetch });
const call = new WebCall('pk', 'https://platform.test', undefined, undefined, {
  fetch,
  transport: factory,
});
let events = '';
const show = (event: string) => {
  events = `${events} ${event}`.trim();
  report({
    events,
    playable: factory.last?.sentMessages.filter((m) => m === 'playable').length ?? 0,
    paused: String(document.querySelector('audio')?.paused ?? 'none'),
    gesture: navigator.userActivation.hasBeenActive,
  } satisfies AutoplayReport);
};
call.on('error', (e) => show(`${e.type} ${e.error.reason}`));
call.on('call-start', () => show('call-start'));
const button = document.createElement('button');
button.textContent = 'Turn on sound';
button.addEventListener('click', () => call.resumeAudio().then(() => show('resumed')));
document.body.append(button);
void call.start('assistant');
