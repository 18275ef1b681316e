// Stand-ins for what jsdom lacks and the tab hold (src/react/tab-hold.ts) uses: Web Locks, and a
// BroadcastChannel whose messages arrive on the fake clock (Node's own arrives only on a real turn
// of the event loop, which fake timers never give). Each stands for one origin of one browser: the
// tabs of a test share it. The real ones are proven in Chromium (e2e/react-tabs.spec.ts).
// Also a sessionStorage per tab, as a duplicated tab has its own copy.

/** Web Locks of one origin: exclusive locks, `ifAvailable`, and a wait for a held lock otherwise. */
export class FakeLocks {
  readonly #held = new Map<string, Promise<unknown>>();

  /** The names held now. */
  held(): string[] {
    return [...this.#held.keys()];
  }

  request<T>(
    name: string,
    ...args: [LockGrantedCallback<T>] | [LockOptions, LockGrantedCallback<T>]
  ): Promise<T> {
    const [options, granted] = args.length === 1 ? [{}, args[0]] : args;
    const held = this.#held.get(name);
    if (held && options.ifAvailable) return Promise.resolve().then(() => granted(null));
    if (held) return held.then(() => this.request(name, options, granted));
    const result = Promise.resolve().then(() => granted({ name, mode: 'exclusive' }));
    const released = result.then(
      () => {},
      () => {},
    );
    this.#held.set(name, released);
    void released.then(() => this.#held.delete(name));
    return result;
  }

  query(): Promise<LockManagerSnapshot> {
    return Promise.resolve({ held: this.held().map((name) => ({ name, mode: 'exclusive' })) });
  }
}

/** A BroadcastChannel of one origin whose messages arrive on a timer (the fake clock drives it). */
export class FakeBroadcastChannel extends EventTarget {
  static readonly #open = new Set<FakeBroadcastChannel>();
  /** Every message posted, in order, with its channel's name. */
  static readonly posted: Array<{ name: string; data: unknown }> = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  #closed = false;

  constructor(readonly name: string) {
    super();
    FakeBroadcastChannel.#open.add(this);
  }

  /** How many channels are open now. */
  static openCount(): number {
    return FakeBroadcastChannel.#open.size;
  }

  postMessage(data: unknown): void {
    if (this.#closed) throw new DOMException('BroadcastChannel is closed.', 'InvalidStateError');
    FakeBroadcastChannel.posted.push({ name: this.name, data });
    for (const other of FakeBroadcastChannel.#open) {
      if (other === this || other.name !== this.name) continue;
      setTimeout(() => {
        if (other.#closed) return;
        const event = new MessageEvent('message', { data: structuredClone(data) });
        other.onmessage?.(event);
        other.dispatchEvent(event);
      }, 0);
    }
  }

  close(): void {
    this.#closed = true;
    FakeBroadcastChannel.#open.delete(this);
  }
}

/** A sessionStorage of one tab; `copy()` is what duplicating the tab gives the new one. */
export class MemoryStorage implements Storage {
  readonly #items: Map<string, string>;

  constructor(items: Iterable<[string, string]> = []) {
    this.#items = new Map(items);
  }

  get length(): number {
    return this.#items.size;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  clear(): void {
    this.#items.clear();
  }

  copy(): MemoryStorage {
    return new MemoryStorage(this.#items);
  }
}
