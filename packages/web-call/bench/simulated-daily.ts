// Stands in for `@daily-co/daily-js` in the benchmark bundle: both clients call this module's
// `createCallObject`. It has only what the two SDKs call on the way from click to
// call-start-success and back, with the benchmark's network timings: the call bundle once per page
// (`usePage()` starts a cold one), then the join.
//
// The simulated transport of `@org/web-call/testing` stands in one seam higher, at this client's
// transport interface; @vapi-ai/web has no such seam and calls daily-js itself, so a fair race of
// the two needs a stand-in for the daily-js module both of them load.

type Handler = (event: unknown) => void;

/** The simulated network of one page: bundle download and join, in ms. */
let page = { bundleMs: 0, joinMs: 0, bundle: undefined as Promise<void> | undefined };

/** Starts a cold page with these timings. */
export function usePage(timings: { bundleMs: number; joinMs: number }): void {
  page = { ...timings, bundle: undefined };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

class BenchCallObject {
  readonly #handlers = new Map<string, Set<Handler>>();
  #joined = false;
  #micOn = true;

  iframe = () => null;
  on(event: string, handler: Handler) {
    this.#handlers.set(event, (this.#handlers.get(event) ?? new Set()).add(handler));
    return this;
  }
  once(event: string, handler: Handler) {
    return this.on(event, handler);
  }
  off(event: string, handler: Handler) {
    this.#handlers.get(event)?.delete(handler);
    return this;
  }
  async load() {
    page.bundle ??= sleep(page.bundleMs);
    await page.bundle;
  }
  async startCamera() {
    await this.load();
    return {};
  }
  async join() {
    await this.load();
    await sleep(page.joinMs);
    this.#joined = true;
    return this.participants();
  }
  participants() {
    return this.#joined ? { local: { session_id: 'local', local: true, user_name: 'Guest' } } : {};
  }
  updateParticipant() {
    return this;
  }
  sendAppMessage() {
    return this;
  }
  async startRemoteParticipantsAudioLevelObserver() {}
  async startLocalAudioLevelObserver() {}
  async updateInputSettings() {
    return {};
  }
  localAudio = () => this.#micOn;
  setLocalAudio(enabled: boolean) {
    this.#micOn = enabled;
    return this;
  }
  startRecording() {}
  stopRecording() {}
  async leave() {
    this.#joined = false;
  }
  async destroy() {
    this.#joined = false;
    this.#handlers.clear();
  }
}

export default {
  createCallObject: () => new BenchCallObject(),
};
