// A small fake of the transport seam for unit tests (never shipped: no entry imports it). Every
// method answers at once and is recorded in `calls`; `emit` plays what Daily would send.
import type { DailyParticipant } from '@daily-co/daily-js';
import { TypedEmitter } from './emitter';
import type { Transport, TransportEvents, TransportFactory } from './transport';

/** A transport whose every call is recorded, and whose events the test emits. */
export class FakeTransport extends TypedEmitter<TransportEvents> implements Transport {
  /** Each method called, by name, with its arguments. */
  readonly calls: Array<[string, ...unknown[]]> = [];
  /** What `participants()` answers. */
  people: Record<string, DailyParticipant> = {};
  #micOn = true;
  #localObserver = false;

  #record(name: string, ...args: unknown[]): void {
    this.calls.push([name, ...args]);
  }

  /** The arguments of each call of one method. */
  callsOf(name: string): unknown[][] {
    return this.calls.filter(([called]) => called === name).map(([, ...args]) => args);
  }

  async load() {
    this.#record('load');
  }
  async startCamera() {
    this.#record('startCamera');
  }
  async join(options: unknown) {
    this.#record('join', options);
  }
  async destroy() {
    this.#record('destroy');
  }
  participants() {
    return this.people;
  }
  updateParticipant(sessionId: string, updates: unknown) {
    this.#record('updateParticipant', sessionId, updates);
  }
  sendAppMessage(data: string) {
    this.#record('sendAppMessage', data);
  }
  async startRemoteParticipantsAudioLevelObserver(interval: number) {
    this.#record('startRemoteParticipantsAudioLevelObserver', interval);
  }
  async startLocalAudioLevelObserver(interval?: number) {
    this.#record('startLocalAudioLevelObserver', interval);
    this.#localObserver = true;
  }
  stopLocalAudioLevelObserver() {
    this.#localObserver = false;
  }
  isLocalAudioLevelObserverRunning() {
    return this.#localObserver;
  }
  getLocalAudioLevel() {
    return 0;
  }
  async updateInputSettings(settings: unknown) {
    this.#record('updateInputSettings', settings);
  }
  localAudio() {
    return this.#micOn;
  }
  setLocalAudio(enabled: boolean) {
    this.#micOn = enabled;
  }
  async setInputDevicesAsync(devices: unknown) {
    this.#record('setInputDevicesAsync', devices);
  }
  async setOutputDeviceAsync(device: unknown) {
    this.#record('setOutputDeviceAsync', device);
  }
  startScreenShare(options?: unknown) {
    this.#record('startScreenShare', options);
  }
  stopScreenShare() {
    this.#record('stopScreenShare');
  }
  startRecording(options: unknown) {
    this.#record('startRecording', options);
  }
  stopRecording() {
    this.#record('stopRecording');
  }
  async testNetworkConnectivity() {
    return { result: 'passed' as const };
  }
  async testWebsocketConnectivity() {
    return { result: 'passed' as const, abortedRegions: [], failedRegions: [], passedRegions: [] };
  }
  async testCallQuality() {
    return { result: 'aborted' as const, secondsElapsed: 0 };
  }
}

/** A factory of fake transports; `made` holds each one it made. */
export function fakeTransports(): TransportFactory & { made: FakeTransport[] } {
  const made: FakeTransport[] = [];
  return Object.assign(
    () => {
      const transport = new FakeTransport();
      made.push(transport);
      return transport;
    },
    { made },
  );
}
