import type {
  CallObject,
  CallObjectProperties,
  CallParticipant,
  JoinOptions,
  MeetingState,
  RecordingOptions,
  ScreenShareOptions,
} from '../call-object';
import { createAudioTrack, createVideoTrack, type SimulatedAudioTrack } from './media';
import {
  type SimulatedCallOptions,
  type SimulatedFaults,
  type SimulatedPacing,
  type SimulatedRoom,
  withFault,
} from './options';
import { playRoom } from './room-player';
import { SimulatedEventSource } from './simulated-event-source';

/** What simulated call objects of one factory share: the (simulated) Daily bundle, loaded once. */
export interface SimulatedEnvironment {
  options: SimulatedCallOptions;
  pacing: SimulatedPacing;
  faults: SimulatedFaults;
  bundle: { loaded: boolean; loading?: Promise<void> };
}

let sessions = 0;

function participant(sessionId: string, userName: string, local: boolean): CallParticipant {
  return {
    session_id: sessionId,
    user_name: userName,
    local,
    tracks: {
      audio: { state: 'off', subscribed: local },
      video: { state: 'off', subscribed: false },
    },
  };
}

/**
 * A Daily call object for tests and demos, with the surface the client uses: meeting states,
 * participants (the assistant is "Vapi Speaker"), tracks, app messages, audio levels, devices and
 * mute. It plays a scripted room once the client says `playable`.
 */
export class SimulatedCallObject extends SimulatedEventSource implements CallObject {
  /** The factory properties it was created with. */
  readonly properties: CallObjectProperties;
  /** Every app message the client sent, in order (raw strings as sent). */
  readonly sentMessages: unknown[] = [];
  /** The latest `updateInputSettings()` argument. */
  inputSettings: unknown;
  /** The latest `setInputDevicesAsync()` argument. */
  inputDevices: unknown;
  /** The latest output device id. */
  outputDeviceId: string | undefined;
  /** The options of the running screen share, if any. */
  screenShare: ScreenShareOptions | undefined;
  /** The options of the running recording, if any. */
  recording: RecordingOptions | undefined;
  /** The options `join()` was called with. */
  joinOptions: JoinOptions | undefined;
  /** The room being played, once known. */
  room: SimulatedRoom | undefined;
  readonly #env: SimulatedEnvironment;
  #observer: ReturnType<typeof setInterval> | undefined;
  #state: MeetingState = 'new';
  #destroyed = false;
  #localAudio = true;
  #level = 0;
  #playing = false;
  #local = participant(`local-${++sessions}`, 'Guest', true);
  #remote: CallParticipant | undefined;
  #audio: SimulatedAudioTrack | undefined;

  constructor(properties: CallObjectProperties, env: SimulatedEnvironment) {
    super();
    this.properties = properties;
    this.#env = env;
    this.#localAudio = properties.startAudioOff !== true;
  }

  /** Timers and intervals still pending (for leak checks). */
  get pendingTimers(): number {
    return this.scheduledCount + (this.#observer ? 1 : 0);
  }

  /** Daily's iframe: none in call-object mode. */
  iframe(): null {
    return null;
  }

  meetingState(): MeetingState {
    return this.#state;
  }

  isDestroyed(): boolean {
    return this.#destroyed;
  }

  participants(): Record<string, CallParticipant> {
    const all: Record<string, CallParticipant> = { local: this.#local };
    if (this.#remote) all[this.#remote.session_id] = this.#remote;
    return all;
  }

  load(): Promise<void> {
    if (this.#state === 'new') this.#state = 'loading';
    return this.#loadBundle().then(() => {
      if (this.#state === 'loading') this.#state = 'loaded';
    });
  }

  startCamera(): Promise<unknown> {
    return withFault(this.#env.faults['mobile-permissions'], 'startCamera', async () => {
      await this.#loadBundle();
      await this.#wait(this.#env.pacing.cameraMs);
      this.#local.tracks.audio.state = 'playable';
      return { camera: {}, mic: { deviceId: 'default' }, speaker: {} };
    });
  }

  join(options: JoinOptions): Promise<unknown> {
    return withFault(this.#env.faults['daily-call-join'], 'join', async () => {
      if (this.#state === 'joining-meeting' || this.#state === 'joined-meeting') {
        throw new Error('Already joined or joining a meeting');
      }
      this.joinOptions = options;
      this.#state = 'joining-meeting';
      try {
        await this.#loadBundle();
        this.room = this.#env.options.script ?? (await this.#fetchRoom(options.url));
        await this.#wait(this.#env.pacing.joinMs);
        if (this.#destroyed) throw new Error('The call object was destroyed while joining');
      } catch (error) {
        this.#state = 'error';
        this.emit('error', {
          errorMsg: (error as Error).message,
          error: { type: 'connection-error' },
        });
        throw error;
      }
      this.#state = 'joined-meeting';
      this.#local.tracks.audio.state = 'playable';
      this.emit('joined-meeting', { participants: this.participants() });
      this.schedule(this.#env.pacing.remoteJoinMs, () => this.#remoteJoins());
      const runtime = this.#env.faults.runtime;
      if (runtime) this.schedule(runtime.afterMs, () => this.raiseFatalError(runtime.message));
      return this.participants();
    });
  }

  async leave(): Promise<void> {
    if (this.#state !== 'joined-meeting' && this.#state !== 'joining-meeting') return;
    this.#state = 'left-meeting';
    this.#stopMedia();
    this.emit('left-meeting', { action: 'left-meeting' });
  }

  async destroy(): Promise<void> {
    if (this.#destroyed) return;
    await this.leave();
    this.#destroyed = true;
    this.#stopMedia();
    this.halt();
  }

  updateParticipant(
    sessionId: string,
    updates: { setSubscribedTracks: { audio: boolean; video: boolean } },
  ): this {
    const remote = this.#remote;
    if (!remote || sessionId !== remote.session_id) return this;
    const { audio, video } = updates.setSubscribedTracks;
    if (audio && !remote.tracks.audio.subscribed) {
      remote.tracks.audio.subscribed = true;
      this.#audio ??= createAudioTrack();
      const track = this.#audio.track;
      remote.tracks.audio = { state: 'playable', subscribed: true, persistentTrack: track };
      this.schedule(0, () =>
        this.emit('track-started', { participant: remote, track, type: 'audio' }),
      );
    }
    if (video && !remote.tracks.video.subscribed) {
      const track = createVideoTrack();
      remote.tracks.video = { state: 'playable', subscribed: true, persistentTrack: track };
      this.schedule(0, () =>
        this.emit('track-started', { participant: remote, track, type: 'video' }),
      );
    }
    return this;
  }

  sendAppMessage(data: unknown): this {
    if (this.#state !== 'joined-meeting') {
      throw new Error('sendAppMessage() only supported after join');
    }
    this.sentMessages.push(data);
    if (data === 'playable') {
      if (!this.#playing && this.room) {
        this.#playing = true;
        playRoom(this, this.room, this.#env.pacing);
      }
      return this;
    }
    let message: { type?: string; message?: string; endCallAfterSpoken?: boolean } | undefined;
    try {
      message = typeof data === 'string' ? JSON.parse(data) : undefined;
    } catch {
      return this;
    }
    if (message?.type === 'end-call')
      this.schedule(0, () => this.endFromRemote('customer-ended-call'));
    if (message?.type === 'say' && message.message) {
      playRoom(
        this,
        {
          turns: [{ role: 'assistant', text: message.message }],
          endCall: !!message.endCallAfterSpoken,
        },
        this.#env.pacing,
        false,
      );
    }
    return this;
  }

  /** Sends an app message from the assistant to the client (a string as is, objects as JSON). */
  sendRemoteMessage(data: unknown): void {
    if (this.#state !== 'joined-meeting') return;
    const payload = typeof data === 'string' ? data : JSON.stringify(data);
    this.emit('app-message', { data: payload, fromId: this.#remote?.session_id ?? 'assistant' });
  }

  /** Sets the assistant's audio level (0…1) that the audio-level observer reports. */
  setRemoteAudioLevel(level: number): void {
    this.#level = level;
    this.#audio?.setLevel(level);
  }

  startRemoteParticipantsAudioLevelObserver(interval = 100): Promise<void> {
    return withFault(this.#env.faults['audio-observer-setup'], 'audio level observer', async () => {
      if (this.#destroyed) throw new Error('Use after destroy');
      clearInterval(this.#observer);
      this.#observer = setInterval(() => {
        if (this.#state !== 'joined-meeting') return;
        const levels: Record<string, number> = {};
        if (this.#remote) levels[this.#remote.session_id] = this.#level;
        this.emit('remote-participants-audio-level', { participantsAudioLevel: levels });
      }, interval);
    });
  }

  updateInputSettings(settings: {
    audio: { processor: { type: 'noise-cancellation' | 'none' } };
  }): Promise<unknown> {
    return withFault(
      this.#env.faults['audio-processing-setup'],
      'updateInputSettings',
      async () => {
        this.inputSettings = settings;
        return { inputSettings: settings };
      },
    );
  }

  localAudio(): boolean {
    return this.#localAudio;
  }

  setLocalAudio(enabled: boolean): this {
    this.#localAudio = enabled;
    return this;
  }

  async setInputDevicesAsync(devices: Record<string, unknown>): Promise<unknown> {
    this.inputDevices = devices;
    return { camera: {}, mic: { deviceId: devices.audioDeviceId ?? 'default' }, speaker: {} };
  }

  async setOutputDeviceAsync(device: { outputDeviceId: string }): Promise<unknown> {
    this.outputDeviceId = device.outputDeviceId;
    return { speaker: { deviceId: device.outputDeviceId } };
  }

  startScreenShare(options?: ScreenShareOptions): void {
    this.screenShare = options ?? {};
  }

  stopScreenShare(): void {
    this.screenShare = undefined;
  }

  startRecording(options: RecordingOptions): void {
    if (this.#env.faults['video-recording-setup'] === 'throw') {
      throw new Error('Simulated failure: startRecording threw');
    }
    this.recording = options;
    this.schedule(0, () => this.emit('recording-started', { action: 'recording-started' }));
  }

  stopRecording(): void {
    this.recording = undefined;
  }

  /** Raises a fatal Daily error, as a lost connection would; the meeting state becomes `error`. */
  raiseFatalError(message = 'Simulated fatal error: connection lost'): void {
    if (this.#state !== 'joined-meeting') return;
    this.#state = 'error';
    this.#stopMedia();
    this.emit('error', { errorMsg: message, error: { type: 'connection-error' } });
  }

  /** Raises a nonfatal Daily error, e.g. `audio-processor-error`. */
  raiseNonfatalError(type: string, message = `Simulated ${type}`): void {
    this.emit('nonfatal-error', { type, errorMsg: message });
  }

  /** Ends the call from the assistant's side: sends the ended status, then leaves. */
  endFromRemote(endedReason = 'assistant-ended-call'): void {
    this.sendRemoteMessage({ type: 'status-update', status: 'ended', endedReason });
    void this.leave();
  }

  #remoteJoins(): void {
    if (this.#state !== 'joined-meeting') return;
    this.#remote = participant(`assistant-${sessions}`, 'Vapi Speaker', false);
    this.emit('participant-joined', { participant: this.#remote });
  }

  #loadBundle(): Promise<void> {
    const bundle = this.#env.bundle;
    if (bundle.loaded || this.#env.pacing.loadMs <= 0) return Promise.resolve();
    bundle.loading ??= new Promise<void>((resolve) => {
      setTimeout(() => {
        bundle.loaded = true;
        resolve();
      }, this.#env.pacing.loadMs);
    });
    return bundle.loading;
  }

  async #fetchRoom(url: string): Promise<SimulatedRoom> {
    const doFetch = this.#env.options.fetch ?? fetch;
    const response = await doFetch(url, { headers: { accept: 'application/json' } });
    if (!response.ok)
      throw new Error(`The room ${url} could not be joined (HTTP ${response.status})`);
    const room = (await response.json()) as SimulatedRoom;
    if (!Array.isArray(room?.turns)) throw new Error(`The room ${url} has no script`);
    return room;
  }

  #wait(ms: number): Promise<void> {
    return ms > 0 ? new Promise((resolve) => this.schedule(ms, resolve, true)) : Promise.resolve();
  }

  #stopMedia(): void {
    clearInterval(this.#observer);
    this.#observer = undefined;
    this.#audio?.stop();
    this.#audio = undefined;
    this.clearScheduled();
    this.#level = 0;
  }
}
