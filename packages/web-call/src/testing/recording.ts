import type { TypedEmitter } from '../emitter';
import type { TransportEvents, TransportRecordingOptions } from '../transport';
import type { SimulatedFaults } from './options';

/** What a recording needs of its transport: its id, its timers and its events. */
export interface RecordingHost extends Pick<TypedEmitter<TransportEvents>, 'emit'> {
  readonly callClientId: string;
  schedule(ms: number, task: () => void): void;
}

/**
 * The cloud recording of a simulated call: once joined, `recording-started` follows a start on the
 * next tick, and `recording-stopped` a stop. The `video-recording-setup` fault makes the start throw
 * (`throw`), or fail with `recording-error` a tick later (`error`).
 */
export class SimulatedRecording {
  /** The options of the running recording. */
  options: TransportRecordingOptions | undefined;

  constructor(private readonly host: RecordingHost) {}

  /** Starts recording for `startedBy` if joined, as the fault says. */
  start(
    options: TransportRecordingOptions,
    call: { joined: boolean; startedBy: string; fault: SimulatedFaults['video-recording-setup'] },
  ): void {
    const { host } = this;
    const base = <K extends string>(action: K) => ({ action, callClientId: host.callClientId });
    if (call.fault === 'throw') throw new Error('Simulated failure: startRecording threw');
    if (!call.joined) return;
    if (call.fault === 'error') {
      const errorMsg = 'Simulated failure: the recording did not start';
      host.schedule(0, () =>
        host.emit('recording-error', { ...base('recording-error'), errorMsg }),
      );
      return;
    }
    this.options = options;
    const { startedBy } = call;
    const started = { ...base('recording-started'), local: true, startedBy, type: 'cloud' };
    const recordingId = `recording-${startedBy}`;
    host.schedule(0, () => host.emit('recording-started', { ...started, recordingId }));
  }

  /** Stops the running recording, if any. */
  stop(): void {
    if (!this.options) return;
    this.options = undefined;
    const { host } = this;
    const stopped = { action: 'recording-stopped' as const, callClientId: host.callClientId };
    host.schedule(0, () => host.emit('recording-stopped', stopped));
  }
}
