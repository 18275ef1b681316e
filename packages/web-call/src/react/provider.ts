import {
  createContext,
  createElement,
  type ReactElement,
  useContext,
  useEffect,
  useState,
} from 'react';
import { CallHub } from './hub';
import type { WebCallHub, WebCallProviderProps } from './state';

/** The call hub of the nearest provider. */
const HubContext = createContext<CallHub | null>(null);

/**
 * Holds one voice-call client for the tree below it. Lazy: nothing is made (no client, no call
 * object, and with a `createClient` that imports it, no client code loaded) until a hook's
 * `start()` or `preload()` is first called; under server-side rendering nothing ever is.
 * Unmounting hangs up (with `resume`, ends the call: its room is kept). The client is made once, by
 * the `createClient` of its first use; give the provider a new `key` to start afresh with another.
 *
 * Given a `hub` (`createWebCallHub()`), it shows that call instead, which other roots of the page
 * show too; the call is hung up once the last of their providers unmounts.
 *
 * With `resume="session"`, a page reloaded during a call rejoins it when the provider mounts, with
 * the transcript so far; the browser may then hold the audio back until a gesture (`needsGesture`,
 * `resumeAudio()`). A duplicated tab does not join the call its copy of `sessionStorage` names
 * while another tab has it (`elsewhere`).
 *
 * @example
 * ```tsx
 * const createClient = () =>
 *   import('@org/web-call').then(({ WebCall }) => new WebCall('your-public-key'));
 *
 * <WebCallProvider createClient={createClient}>
 *   <CallButton />
 * </WebCallProvider>
 *
 * <WebCallProvider createClient={createClient} resume="session">
 *   <CallButton />
 * </WebCallProvider>
 * ```
 */
export function WebCallProvider(props: WebCallProviderProps): ReactElement {
  const [hub] = useState(() => (props.hub ? sharedHub(props.hub) : new CallHub(props)));
  useEffect(() => {
    // A hub of its own follows the props; a shared one keeps what it was made with.
    if (!props.hub) hub.options = props;
  });
  // Held from the mount to the unmount; a kept call is resumed once the commit is done.
  useEffect(() => hub.hold(), [hub]);
  return createElement(HubContext.Provider, { value: hub }, props.children);
}

/** The hub made by `createWebCallHub()`; anything else is refused with what to do instead. */
function sharedHub(hub: WebCallHub): CallHub {
  if (hub instanceof CallHub) return hub;
  throw new TypeError(
    'WebCallProvider: `hub` must be made with createWebCallHub(); to give the provider a call of its own, pass `createClient` instead.',
  );
}

/** The call hub of the nearest provider. */
export function useCallHub(): CallHub {
  const hub = useContext(HubContext);
  if (!hub) throw new Error('Wrap this in a <WebCallProvider>.');
  return hub;
}
