// Starts a simulated call as soon as the page loads, before any user gesture (so Chromium's
// autoplay policy refuses the assistant's audio), and shows what happened in the DOM: reading it
// through locators gives the page no user activation, unlike page.evaluate.
import { WebCall } from '../src/index';
import { createPlatformFetch, createSimulatedTransport } from '../src/testing';

const fetch = createPlatformFetch();
const factory = createSimulatedTransport({ fetch });
const call = new WebCall('pk', 'https://platform.test', undefined, undefined, {
  fetch,
  transport: factory,
});
const status = document.createElement('output');
const show = (event: string) => {
  const playable = factory.last?.sentMessages.filter((m) => m === 'playable').length ?? 0;
  status.dataset.events = `${status.dataset.events ?? ''} ${event}`.trim();
  status.dataset.playable = String(playable);
  status.dataset.paused = String(document.querySelector('audio')?.paused ?? 'none');
};
call.on('error', (e) => show(`${e.type} ${e.error.reason}`));
call.on('call-start', () => show('call-start'));
const button = document.createElement('button');
button.textContent = 'Turn on sound';
button.addEventListener('click', () => call.resumeAudio().then(() => show('resumed')));
document.body.append(status, button);
void call.start('assistant');
