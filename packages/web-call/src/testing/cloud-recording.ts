import type { RecordingOptions } from '../call-object';
import { checkRecordingType } from './daily-rules';
import type { SimulatedFaults } from './options';
import type { SimulatedEventSource } from './simulated-event-source';

/** What a cloud recording runs on: the call object, as far as the recording uses it. */
export interface RecordingCall extends Pick<SimulatedEventSource, 'emit' | 'schedule'> {
  /** The options of the running recording, if any. */
  recording: RecordingOptions | undefined;
}

/** Where a recording is asked for: the call's fault for it, whether it is joined, and who asks. */
export interface RecordingContext {
  fault: SimulatedFaults['video-recording-setup'];
  joined: boolean;
  /** The local participant's session id: it starts the recording and names it. */
  localSessionId: string;
}

/**
 * daily-js's `startRecording()` on a live call object: checks the recording type; outside a
 * meeting it records nothing; in one, the recording runs and `recording-started` follows on the
 * next tick. The `video-recording-setup` fault makes the call throw (`throw`), or the recording
 * fail with a `recording-error` event (`error`).
 */
export function startCloudRecording(
  call: RecordingCall,
  options: (RecordingOptions & { type?: string }) | undefined,
  { fault, joined, localSessionId }: RecordingContext,
): void {
  checkRecordingType(options);
  if (fault === 'throw') throw new Error('Simulated failure: startRecording threw');
  if (!joined) return;
  call.recording = options;
  if (fault === 'error') {
    call.recording = undefined;
    const errorMsg = 'Simulated failure: the recording did not start';
    call.schedule(0, () => call.emit('recording-error', { errorMsg }));
    return;
  }
  call.schedule(0, () =>
    call.emit('recording-started', {
      local: true,
      recordingId: `recording-${localSessionId}`,
      startedBy: localSessionId,
      type: 'cloud',
    }),
  );
}

/** daily-js's `stopRecording()`: ends a running recording, with `recording-stopped` on the next tick. */
export function stopCloudRecording(call: RecordingCall): void {
  if (!call.recording) return;
  call.recording = undefined;
  call.schedule(0, () => call.emit('recording-stopped', {}));
}
