/**
 * `resume="session"`: the call to rejoin after a reload and its transcript so far, kept in
 * `sessionStorage` (which outlives a reload of the tab and goes with it), and the tab's hold on
 * that call (`tab-hold.ts`). Loaded only by a provider with `resume`, with its first action, so
 * other pages never load it.
 */
import type { ReconnectCall } from '@org/web-call';
import { type CallKeeper, IDLE, type KeptCall, OPEN_IN_ANOTHER_TAB, RESUME_KEY } from './state';
import type { TranscriptLine } from './transcript';

/** A value read as a created call, none of whose fields can be trusted. */
type Untrusted = {
  webCallUrl?: unknown;
  id?: unknown;
  webCallToken?: unknown;
  transport?: { callUrl?: unknown; callToken?: unknown; assistantVideoEnabled?: unknown };
  artifactPlan?: { videoRecordingEnabled?: unknown };
  assistant?: { voice?: { provider?: unknown } };
};

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * What `reconnect()` needs of a call and nothing more: the room's URL (http or https), the meeting
 * token, what makes the call a video call, and the id its events name; `null` without a usable
 * room URL. Reads anything (a created call, or JSON from storage) without throwing.
 */
export function resumable(value: unknown): ReconnectCall | null {
  const call = (value ?? {}) as Untrusted;
  const url = text(call.webCallUrl) ?? text(call.transport?.callUrl);
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return {
    webCallUrl: url,
    id: text(call.id),
    transport: {
      callToken: text(call.transport?.callToken) ?? text(call.webCallToken),
      assistantVideoEnabled: call.transport?.assistantVideoEnabled === true,
    },
    artifactPlan: { videoRecordingEnabled: call.artifactPlan?.videoRecordingEnabled === true },
    assistant: { voice: { provider: text(call.assistant?.voice?.provider) } },
  };
}

/**
 * The most characters of JSON the kept transcript takes (docs/requirements.md#one-tab-per-call):
 * beyond it, its oldest lines go.
 */
const KEPT_LINES_MAX_CHARS = 16_000;

/** The last `lines` whose JSON is at most `KEPT_LINES_MAX_CHARS` characters. */
function keptLines(lines: readonly TranscriptLine[]): TranscriptLine[] {
  let kept = lines.slice();
  while (JSON.stringify(kept).length > KEPT_LINES_MAX_CHARS) kept = kept.slice(1);
  return kept;
}

/** The well-formed transcript lines of a value read from storage. */
function linesOf(value: unknown): TranscriptLine[] {
  return (Array.isArray(value) ? value : []).filter(
    (line: Partial<TranscriptLine> | null) =>
      (line?.speaker === 'assistant' || line?.speaker === 'user') && typeof line.text === 'string',
  );
}

/**
 * The provider's keeper over `sessionStorage`, and this tab's hold on the call it keeps
 * (`tab-hold.ts`, loaded with the keeper as a chunk of its own). A call that ends while the page
 * goes away (after `pagehide`: a reload tearing the call down) is not cleared: that end is the one
 * to resume from. The hold is let go at `pagehide`, so the page the reload brings can claim it.
 */
export function sessionKeeper(): CallKeeper {
  let leaving = false;
  let storage: Storage | undefined;
  // The call this tab has, with its transcript.
  let current: KeptCall | undefined;
  // Without its code (offline, a new deploy), the tab holds nothing and every claim is granted.
  const owner = import('./tab-hold').then(
    ({ tabOwner }) => tabOwner(),
    () => null,
  );
  // Each use of the hold waits for its code; they run in the order they were made.
  const release = () => void owner.then((tabs) => tabs?.release());
  addEventListener('pagehide', () => {
    leaving = true;
    release();
  });
  addEventListener('pageshow', () => {
    leaving = false;
  });
  /** Runs `use` on the tab's storage; `null` where there is none or it refuses (privacy settings). */
  const withStorage = <T>(use: (storage: Storage) => T): T | null => {
    try {
      storage ??= sessionStorage;
      return use(storage);
    } catch {
      return null;
    }
  };
  const write = (kept = current) =>
    kept &&
    withStorage((s) => s.setItem(RESUME_KEY, JSON.stringify({ ...kept.call, lines: kept.lines })));
  const keeper: CallKeeper = {
    async take() {
      const value = withStorage((s) => JSON.parse(s.getItem(RESUME_KEY) ?? 'null'));
      const call = resumable(value);
      const mine = !!call && ((await (await owner)?.claim(call)) ?? true);
      // Unusable, or a duplicated tab's copy of the entry of the tab that has the call: it goes.
      if (!mine) {
        keeper.clear();
        return call && false;
      }
      current = { call, lines: linesOf(value.lines) };
      return current;
    },
    keep(call, lines) {
      const kept = resumable(call);
      if (!kept) return;
      current = { call: kept, lines: keptLines(lines) };
      write();
      void owner.then((tabs) => tabs?.hold(kept));
    },
    keepLines(lines) {
      if (current) current.lines = keptLines(lines);
      write();
    },
    clear() {
      current = undefined;
      release();
      if (!leaving) withStorage((s) => s.removeItem(RESUME_KEY));
    },
    async rejoin(hub, latest, client, settle) {
      const kept = await keeper.take();
      if (!latest()) return keeper.clear(); // hung up meanwhile
      if (!kept)
        return hub.set({ ...IDLE, elsewhere: kept === false ? OPEN_IN_ANOTHER_TAB : null });
      hub.set(
        { callId: kept.call.id ?? null },
        { transcript: { lines: kept.lines, partial: null } },
      );
      const made = await client();
      if (!made) return;
      if (!made.reconnect) {
        keeper.clear();
        return hub.set(IDLE);
      }
      // A rejected rejoin leaves nothing to rejoin; its failure is the client's (`reconnect-error`).
      await made.reconnect(kept.call).catch(() => {
        keeper.clear();
        settle(made);
      });
    },
  };
  return keeper;
}
