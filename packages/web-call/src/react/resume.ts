/**
 * `resume="session"`: the call to rejoin after a reload, kept in `sessionStorage` (which outlives a
 * reload of the tab and goes with it). Loaded only by a provider with `resume`, with its first
 * action, so other pages never load it.
 */
import type { ReconnectCall } from '@org/web-call';
import { type CallKeeper, RESUME_KEY } from './state';

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

/** Runs `use` on `sessionStorage`; `null` where there is none or it refuses (privacy settings). */
function withStorage<T>(use: (storage: Storage) => T): T | null {
  try {
    return use(sessionStorage);
  } catch {
    return null;
  }
}

/**
 * The provider's keeper over `sessionStorage`. A call that ends while the page goes away (after
 * `pagehide`: a reload tearing the call down) is not cleared: that end is the one to resume from.
 */
export function sessionKeeper(): CallKeeper {
  let leaving = false;
  addEventListener('pagehide', () => {
    leaving = true;
  });
  addEventListener('pageshow', () => {
    leaving = false;
  });
  const keeper: CallKeeper = {
    take() {
      const kept = withStorage((storage) =>
        resumable(JSON.parse(storage.getItem(RESUME_KEY) ?? 'null')),
      );
      if (!kept) keeper.clear();
      return kept;
    },
    keep(call) {
      const kept = resumable(call);
      if (kept) withStorage((storage) => storage.setItem(RESUME_KEY, JSON.stringify(kept)));
    },
    clear() {
      if (!leaving) withStorage((storage) => storage.removeItem(RESUME_KEY));
    },
  };
  return keeper;
}
