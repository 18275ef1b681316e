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
 * Unmounting hangs up. The client is made once, by the `createClient` of its first use; give the
 * provider a new `key` to start afresh with another.
 *
 * @example
 * ```tsx
 * const createClient = () =>
 *   import('@org/web-call').then(({ WebCall }) => new WebCall('your-public-key'));
 *
 * <WebCallProvider createClient={createClient}>
 *   <CallButton />
 * </WebCallProvider>
 * ```
 */
export function WebCallProvider(props: WebCallProviderProps): ReactElement {
  const [store] = useState(() => new WebCallHub(props));
  useEffect(() => {
    store.options = props;
  });
  // StrictMode's trial unmount runs this before any use: with nothing made, it has nothing to do.
  useEffect(() => () => void store.actions.stop(), [store]);
  return createElement(StoreContext.Provider, { value: store }, props.children);
}

/** The call of the nearest provider. */
export function useWebCallStore(): WebCallHub {
  const store = useContext(StoreContext);
  if (!store) throw new Error('Wrap this in a <WebCallProvider>.');
  return store;
}
