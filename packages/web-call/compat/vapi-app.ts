// An app written against the public surface of @vapi-ai/web 2.7.1, as its types and README
// document it: every method, event, constructor argument and exported message type, and the
// README's examples. vapi-compat.test.ts type-checks this file against @vapi-ai/web and, with only
// the import line changed, against @org/web-call; then runs it on @org/web-call over the simulated
// call object.

import type { AddMessageMessage, ControlMessages, EndCallMessage, SayMessage } from '@vapi-ai/web';
import Vapi from '@vapi-ai/web';

/** Where the app runs, and what it saw. */
export interface AppEnvironment {
  publicKey: string;
  apiBaseUrl: string;
  assistantId: string;
  /** Lets the simulation play for a while. */
  wait(ms: number): Promise<void>;
}

/** What a page keeps of a call to rejoin it (Vapi's `WebCall` fields). */
interface SavedCall {
  webCallUrl: string;
  id?: string;
  artifactPlan?: { videoRecordingEnabled?: boolean };
  assistant?: { voice?: { provider?: string } };
  transport?: { callToken?: string };
}

export async function runVapiApp(env: AppEnvironment): Promise<string[]> {
  const seen: string[] = [];
  const note = (line: string) => seen.push(line);

  // The four constructor arguments.
  const vapi = new Vapi(
    env.publicKey,
    env.apiBaseUrl,
    { avoidEval: true, alwaysIncludeMicInPermissionPrompt: true },
    { audioSource: true, startAudioOff: false },
  );

  // Every event, with the payload fields code reads.
  vapi.on('call-start', () => note('call-start'));
  vapi.on('call-end', () => note('call-end'));
  vapi.on('speech-start', () => note('speech-start'));
  vapi.on('speech-end', () => note('speech-end'));
  vapi.on('volume-level', (volume) => {
    if (volume > 1) note('volume out of range');
  });
  vapi.on('local-volume-level', (volume) => {
    if (volume < 0) note('local volume out of range');
  });
  vapi.on('local-audio-level-observer-error', (error) => note(`observer error ${error}`));
  vapi.on('video', (track) => note(`video ${track.kind}`));
  vapi.on('audio', (player) => note(`audio at volume ${player.volume}`));
  vapi.on('message', (message) => {
    if (message.type === 'transcript' && message.transcriptType === 'final') {
      note(`${message.role}: ${message.transcript}`);
    }
    if (message.type === 'status-update' && message.status === 'ended') {
      note(`ended: ${message.endedReason}`);
    }
    // Client-side tools (a tool without a server URL), as the platform's docs handle them: the
    // arguments come as an object, or as JSON text from some models.
    if (message.type === 'tool-calls') {
      for (const toolCall of message.toolCallList) {
        const args = toolCall.function?.arguments;
        const parameters: Record<string, unknown> =
          typeof args === 'string' ? JSON.parse(args || '{}') : (args ?? {});
        note(`tool ${toolCall.id} ${toolCall.function?.name}: ${parameters.message}`);
      }
    }
    if (message.type === 'tool-calls-result') note('a server tool answered');
    if (message.type === 'workflow.node.started') note('the workflow moved on');
    if (message.type === 'language-change-detected') note(`language ${message.language}`);
  });
  vapi.on('error', (e) => {
    if (e.type === 'audio-start-failed') note('show a "tap to enable audio" affordance');
    else note(`error ${e.type}: ${e.error.message} ${e.error.errorMsg ?? ''}`.trim());
    if (e.error.error.type === 'ejected') note('ejected');
    // The platform's example app.
    console.error(`Vapi error: ${e.message || e}`);
  });
  vapi.on('camera-error', (e) => note(`camera ${e.error.errorMsg}`));
  vapi.on('network-quality-change', (e) => note(`quality ${e.quality}`));
  vapi.on('network-connection', (e) => note(`connection ${e.event}`));
  vapi.on('daily-participant-updated', (participant) => {
    if (!participant.session_id) note('a participant without a session');
  });
  vapi.on('call-start-progress', (e) => {
    if (e.status === 'failed') note(`progress failed: ${e.stage} ${e.metadata?.reason ?? ''}`);
  });
  vapi.on('call-start-success', (e) => note(`started in ${e.totalDuration >= 0} ${!!e.callId}`));
  vapi.on('call-start-failed', (e) => note(`start failed at ${e.stage}: ${e.error}`));
  vapi.on('recording-started', (e) => note(`recording-started ${e.action}`));
  vapi.on('recording-stopped', (e) => note(`recording-stopped ${e.action}`));
  vapi.on('recording-stats', (e) => note(`recording-stats ${e.action}`));
  vapi.on('recording-error', (e) => {
    note(`recording-error ${e.errorMsg}`);
    // README: retry after a short delay.
    setTimeout(() => vapi.startRecording(), 5000);
  });
  vapi.on('recording-upload-completed', (e) => note(`recording-upload-completed ${e.action}`));

  // EventEmitter methods pages use.
  const onceListener = () => note('never: removed before it fired');
  vapi.once('call-start', onceListener);
  vapi.off('call-start', onceListener);
  vapi.removeListener('call-start', onceListener);
  vapi.addListener('speech-end', () => {});
  vapi.prependListener('call-end', () => note('call-end (prepended)'));
  vapi.setMaxListeners(20);
  note(`listeners: ${vapi.listenerCount('call-end')} ${vapi.listeners('call-end').length}`);
  note(`events listened: ${vapi.eventNames().length}`);
  // A logger that keeps payloads as plain records (@vapi-ai/web passes these as `any`).
  const logged: Record<string, unknown>[] = [];
  const keep = (payload: Record<string, unknown>) => logged.push(payload);
  vapi.on('message', keep);
  vapi.on('error', keep);
  vapi.on('camera-error', keep);
  vapi.on('network-quality-change', keep);
  vapi.on('network-connection', keep);
  vapi.on('local-audio-level-observer-error', keep);

  // README: the volume can be set before the call.
  vapi.setVolume(0.5);
  note(`player before the call: ${vapi.getAudioPlayer()}`);

  // README: an assistant by id, with overrides; the sixth argument keeps the room for reconnect().
  const assistantOverrides = { recordingEnabled: false, variableValues: { name: 'John' } };
  const call = await vapi.start(
    env.assistantId,
    assistantOverrides,
    undefined,
    undefined,
    undefined,
    {
      roomDeleteOnUserLeaveEnabled: false,
    },
  );
  note(`call ${call ? 'created' : 'null'}`);
  // The call the start resolves to, as @vapi-ai/web's `Call` types it.
  if (call) {
    const listen = call.monitor?.listenUrl ?? 'no monitor';
    const lines = call.messages?.map((m) => m.role) ?? [];
    const ended = call.endedMessage ?? call.endedReason ?? 'not ended';
    note(`call ${call.status ?? 'created'}, ${lines.length} lines, ${ended}, ${listen}`);
    if (call.squad || call.workflow || call.customerId || call.campaignId) note('not an assistant');
  }
  await env.wait(400);
  note(`player in the call: ${vapi.getAudioPlayer()?.volume}`);

  // The exported message types.
  const addMessage: AddMessageMessage = {
    type: 'add-message',
    message: { role: 'system', content: 'The user has pressed the button, say peanuts' },
  };
  const control: ControlMessages = { type: 'control', control: 'mute-assistant' };
  const say: SayMessage = { type: 'say', message: 'One moment please.' };
  vapi.send(addMessage);
  vapi.send(control);
  vapi.send({ ...control, control: 'unmute-assistant' });
  vapi.send(say);

  // Controls.
  note(`muted ${vapi.isMuted()}`);
  vapi.setMuted(true);
  note(`muted ${vapi.isMuted()}`);
  vapi.setMuted(false);
  await vapi.setInputDevicesAsync({ audioDeviceId: 'default' });
  await vapi.increaseMicLevel(1.5);
  vapi.setOutputDeviceAsync({ outputDeviceId: 'default' });
  const daily = vapi.getDailyCallObject();
  note(`daily ${daily?.meetingState()} ${Object.keys(daily?.participants() ?? {}).length}`);
  await vapi.startLocalAudioLevelObserver(200);
  note(`local observer ${vapi.isLocalAudioLevelObserverRunning()} ${vapi.getLocalAudioLevel()}`);
  vapi.stopLocalAudioLevelObserver();
  vapi.startScreenSharing({ video: true }, { maxQuality: 'low' });
  vapi.stopScreenSharing();
  vapi.startRecording();
  await env.wait(50);
  vapi.stopRecording();
  await env.wait(50);

  // The room was kept: stop, then rejoin it as a page would after a reload.
  await vapi.stop();
  if (call) {
    const saved: SavedCall = JSON.parse(JSON.stringify(call));
    await vapi.reconnect(saved);
    await env.wait(200);
  }

  // README: speak a last line and end the call after it.
  vapi.say("Our time's up, goodbye!", true);
  await env.wait(1500);

  // README: an inline assistant; then end() (always ends, whatever the room option).
  await vapi.start({
    model: {
      provider: 'openai',
      model: 'gpt-3.5-turbo',
      messages: [{ role: 'system', content: 'You are an assistant.' }],
    },
    voice: { provider: '11labs', voiceId: 'burt' },
  });
  await env.wait(200);
  const end: EndCallMessage = { type: 'end-call' };
  vapi.send(end);
  vapi.end();
  await env.wait(100);
  note(`payloads logged: ${logged.length > 0}`);
  vapi.removeAllListeners('message');
  vapi.removeAllListeners();

  // Pre-call diagnostics (static).
  const results = await Vapi.runNetworkTestsStandalone();
  if (results.networkConnectivity?.result === 'failed') note('network issues detected');
  note(`network tests: ${Object.keys(results).sort().join(' ')}`);
  // Kept as a plain record, as @vapi-ai/web types it (`Record<string, any>`).
  const saved: Record<string, unknown> = await Vapi.runNetworkTestsStandalone();
  note(`saved network tests: ${Object.keys(saved).length}`);
  return seen;
}
