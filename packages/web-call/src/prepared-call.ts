import type { PlaybackSettings } from './audio-output';
import type { CallSession, SessionHost } from './call-session';
import { noop, withTimeout } from './environment';
import { assertUserDataSize } from './messages';
import { anotherCallLive, claimPage, DUPLICATE_CALL, type PageSlot } from './page-calls';
import type { Transport, TransportFactory, TransportProperties } from './transport';

/**
 * Longest wait, in `stop()` and in a failed or cancelled `start()`, for the call object to be
 * destroyed: daily-js destroys at once (even mid-download of its bundle), so this only matters
 * while daily-js itself is still being downloaded; the object is then destroyed as it arrives.
 */
export const DESTROY_WAIT_MS = 5000;

/** The reason of a start or preload cancelled by `stop()`. */
export const CANCELLED = new Error('cancelled by stop()');

/** A call object on its way: made and loaded by `ready`, destroyed by `close()`. */
export interface Prepared extends PageSlot {
  /** Rejects with {@link CANCELLED} once `close()` is called: what waits on the call object ends. */
  closed: Promise<never>;
  /**
   * Resolves once the call object is made, on a page that is its own (see `page-calls.ts`), with
   * its session; never settles when it cannot be (another call is live, the factory fails, a
   * preload yields, or it is closed first).
   */
  made: Promise<void>;
  /** Resolves with the loaded session; rejects when it could not be made or loaded, or closed. */
  ready: Promise<CallSession>;
  /** The session, once the start that took this call object has made it the client's call. */
  session?: CallSession;
  /**
   * Destroys the call object (now, or as soon as it is made) and frees the page; idempotent.
   * Resolves once it is destroyed, or after {@link DESTROY_WAIT_MS} if it has not been made by then.
   */
  close(): Promise<void>;
}

/** What {@link prepareCall} needs from the client: what its session needs, and more. */
export interface PrepareHost extends Omit<SessionHost, 'ended'> {
  factory: TransportFactory;
  properties: TransportProperties;
  playback: PlaybackSettings;
  /** The call ended by itself (remote end, fatal error, lost connection). */
  ended(prepared: Prepared): void;
}

/**
 * Claims the page (see `page-calls.ts`), makes the call object and loads Daily's bundle. The
 * returned handle is closed exactly once — by its failure, `stop()`, the call's end or another
 * client that needs the page for a call — and frees the page once the object is destroyed.
 */
export function prepareCall(host: PrepareHost, live: boolean): Prepared {
  const properties: TransportProperties = {
    audioSource: true,
    videoSource: false,
    ...host.properties,
  };
  let free = noop;
  let cancel!: (reason: unknown) => void;
  const closed = new Promise<never>((_, reject) => {
    cancel = reject;
  });
  const prepared: Prepared = {
    live,
    closed,
    // Until the call object is made (below).
    made: closed,
    // Until the call object is made and loaded (below).
    ready: closed,
    close: () =>
      (prepared.closing ??= (async () => {
        cancel(CANCELLED);
        // Waits for the destruction (its outcome ignored), but never longer than DESTROY_WAIT_MS: a
        // call object that has not arrived in time is destroyed whenever it does.
        await withTimeout(
          made.then((session) => session.close()),
          DESTROY_WAIT_MS,
          noop,
        ).catch(noop);
        free();
      })()),
  };
  const make = async (): Promise<CallSession> => {
    // The session code is loaded while daily-js is (the factory loads it): a page that never
    // makes a call object never downloads either.
    const transport = import('./call-session');
    transport.catch(noop);
    // daily-js refuses a too large userData only after registering the call object, which then
    // blocks the page for good: check it first.
    assertUserDataSize(properties.userData);
    const claimed = await claimPage(
      host.factory,
      prepared,
      !!properties.allowMultipleCallInstances,
    );
    // A preload yields quietly to another client's call object.
    if (!claimed) throw CANCELLED;
    free = claimed;
    if (prepared.closing) throw CANCELLED;
    let call: Transport;
    try {
      call = await host.factory(properties);
    } catch (error) {
      throw String(error).includes(DUPLICATE_CALL) ? anotherCallLive(error) : error;
    }
    let open: typeof import('./call-session').openSession;
    try {
      ({ openSession: open } = await transport);
    } catch (error) {
      // The session code could not load (offline, a newer deploy): free the page of this object.
      await call.destroy().catch(noop);
      throw error;
    }
    return open(call, { ...host, ended: () => host.ended(prepared) }, host.playback);
  };
  // Made once `prepared` exists (the page registry holds it), before anything can close it.
  const made = make();
  prepared.made = made.then(noop, () => new Promise<never>(noop));
  prepared.ready = Promise.race([
    closed,
    made.then(async (session) => {
      await session.load();
      return session;
    }),
  ]);
  // Whatever fails on the way (or a close) destroys what was made and frees the page.
  prepared.ready.catch(prepared.close);
  return prepared;
}
