import {
  createContext,
  createElement,
  type ReactElement,
  useContext,
  useEffect,
  useState,
} from 'react';
import { WebCallHub } from './hub';
import type { WebCallProviderProps } from './state';

const StoreContext = createContext<WebCallHub | null>(null);

/**
 * Holds one voice-call client for the tree below it. Lazy: nothing is made (no client, no call
 * object, and with a `createClient` that imports it, no client code loaded) until a hook's
 * `start()` or `preload()` is first called; under server-side rendering nothing ever is.
 * Unmounting hangs up (with `resume`, ends the call: its room is kept). The client is made once, by
 * the `createClient` of its first use; give the provider a new `key` to start afresh with another.
 *
 * With `resume="session"`, a page reloaded during a call rejoins it when the provider mounts; the
 * browser may then hold the audio back until a gesture (`needsGesture`, `resumeAudio()`).
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
  const [store] = useState(() => new WebCallHub(props));
  useEffect(() => {
    store.options = props;
  });
  useEffect(() => {
    // Resumes a kept call once the commit is done, once per provider: StrictMode's trial unmount
    // cancels the first mount's turn, and the remount's runs.
    let mounted = true;
    queueMicrotask(() => mounted && store.resume());
    // Hangs up. StrictMode's trial unmount runs this before any use: with nothing made, it has
    // nothing to do.
    return () => {
      mounted = false;
      const { actions } = store;
      void (store.options.resume === 'session' ? actions.end() : actions.stop());
    };
  }, [store]);
  return createElement(StoreContext.Provider, { value: store }, props.children);
}

/** The call of the nearest provider. */
export function useWebCallStore(): WebCallHub {
  const store = useContext(StoreContext);
  if (!store) throw new Error('Wrap this in a <WebCallProvider>.');
  return store;
}
