// A voice call with an assistant on a plain page: start, end, mute, the assistant's and the
// microphone's levels, a live transcript, and errors said in words.
import { isApiError } from '@org/api-client';
import WebCall, { type WebCallErrorEvent } from '@org/web-call';
import { apiBaseUrl, assistantId, clientOptions, mode, publicKey } from './config';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const startButton = $<HTMLButtonElement>('start');
const endButton = $<HTMLButtonElement>('end');
const muteButton = $<HTMLButtonElement>('mute');
const status = $<HTMLParagraphElement>('status');
const transcript = $<HTMLOListElement>('transcript');
const assistantLevel = $<HTMLMeterElement>('assistant-level');
const micLevel = $<HTMLMeterElement>('mic-level');
const quiet = $<HTMLParagraphElement>('quiet');

$('mode').textContent =
  mode === 'simulated'
    ? `Simulated call against ${apiBaseUrl} (the local stack's voice-platform simulator).`
    : 'Real call with the platform.';

/** Shows where the call is, and which buttons make sense. */
function show(text: string, live: boolean) {
  status.textContent = text;
  startButton.hidden = live;
  endButton.hidden = !live;
  muteButton.hidden = !live;
}

/** A failure in words: the platform's HTTP answer when it refused the call. */
function describe(event: WebCallErrorEvent): string {
  const cause = event.error.cause;
  if (isApiError(cause) && cause.status === 401) return 'The platform refused the public key.';
  if (isApiError(cause)) return `The platform could not create the call (${cause.message}).`;
  return `${event.type}: ${event.error.message}`;
}

/** Wires the page to a client. */
function wire(call: WebCall) {
  call.on('call-start', () => show('Connected: say hello', true));
  call.on('speech-start', () => {
    status.textContent = 'The assistant is speaking…';
  });
  call.on('speech-end', () => {
    status.textContent = 'Listening…';
  });
  call.on('volume-level', (level) => {
    assistantLevel.value = level;
  });
  // Listening to the microphone's level before the call starts makes the client measure it.
  let quietFor = 0;
  call.on('local-volume-level', (level) => {
    micLevel.value = level;
    quietFor = level < 0.01 ? quietFor + 100 : 0;
    quiet.hidden = quietFor < 5000;
  });
  call.on('message', (message) => {
    if (message.type !== 'transcript' || message.transcriptType !== 'final') return;
    const last = transcript.lastElementChild as HTMLLIElement | null;
    // Consecutive turns of one speaker make one line.
    if (last?.dataset.speaker === message.role) {
      last.append(` ${message.transcript}`);
      return;
    }
    const line = document.createElement('li');
    line.dataset.speaker = message.role;
    const who = document.createElement('b');
    who.textContent = message.role === 'assistant' ? 'Assistant: ' : 'You: ';
    line.append(who, message.transcript);
    transcript.append(line);
  });
  call.on('error', (event) => {
    console.error(event);
    status.textContent = describe(event);
  });
  call.on('call-end', () => {
    show('Call ended', false);
    assistantLevel.value = micLevel.value = 0;
    quiet.hidden = true;
  });

  startButton.addEventListener('pointerenter', () => void call.preload(), { once: true });
  startButton.addEventListener('click', async () => {
    transcript.replaceChildren();
    show('Connecting…', true);
    const created = await call.start(assistantId);
    if (!created && status.textContent === 'Connecting…') show('The call could not start.', false);
  });
  endButton.addEventListener('click', () => void call.end());
  muteButton.addEventListener('click', () => {
    const muted = !call.isMuted();
    call.setMuted(muted);
    muteButton.textContent = muted ? 'Unmute' : 'Mute';
    muteButton.setAttribute('aria-pressed', String(muted));
  });
}

clientOptions().then(
  (options) => wire(new WebCall(publicKey, apiBaseUrl, undefined, undefined, options)),
  (error: unknown) => {
    status.textContent = 'The call client could not load.';
    console.error(error);
  },
);
