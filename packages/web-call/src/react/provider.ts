import type { WebCall } from '@org/web-call';
import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
  useState,
} from 'react';
import { type WebCallClientFactory, WebCallStore } from './store';

type WebCallArguments = ConstructorParameters<typeof WebCall>;

/** The client a provider makes: from `WebCall`'s constructor arguments, or your own factory. */
export type WebCallProviderProps = {
  children?: ReactNode;
  /** Transcript lines `useTranscript()` keeps (oldest dropped). Default 50. */
  maxTranscriptLines?: number;
} & (
  | {
      publicKey: WebCallArguments[0];
      apiBaseUrl?: WebCallArguments[1];
      dailyCallConfig?: WebCallArguments[2];
      dailyCallObject?: WebCallArguments[3];
      options?: WebCallArguments[4];
      createClient?: never;
    }
  | {
      /** Makes the client on first use (may be async: load code, fetch a key first). */
      createClient: WebCallClientFactory;
      publicKey?: never;
    }
);

const StoreContext = createContext<WebCallStore | null>(null);

/** Where the client comes from, for the props given. */
function factoryOf(props: WebCallProviderProps): WebCallClientFactory {
  if (props.createClient) return props.createClient;
  const { publicKey, apiBaseUrl, dailyCallConfig, dailyCallObject, options } = props;
  // The client's code loads with the first use, not with the page.
  return async () => {
    const { WebCall } = await import('@org/web-call');
    return new WebCall(publicKey, apiBaseUrl, dailyCallConfig, dailyCallObject, options);
  };
}

/**
 * Holds one voice-call client for the tree below it. Lazy: nothing is made (no client, no call
 * object, no code loaded) until a hook's `start()` or `preload()` is first called; under
 * server-side rendering nothing ever is. Unmounting hangs up. The client is made with the props of
 * its first use; give the provider a new `key` to start afresh with others.
 *
 * @example
 * <WebCallProvider publicKey="your-public-key">
 *   <CallButton />
 * </WebCallProvider>
 */
export function WebCallProvider(props: WebCallProviderProps) {
  const [store] = useState(
    () =>
      new WebCallStore({
        createClient: factoryOf(props),
        maxTranscriptLines: props.maxTranscriptLines,
      }),
  );
  useEffect(() => {
    store.options = {
      createClient: factoryOf(props),
      maxTranscriptLines: props.maxTranscriptLines,
    };
  });
  // StrictMode's trial unmount runs this before any use: with nothing made, it has nothing to do.
  useEffect(() => () => void store.actions.stop(), [store]);
  return createElement(StoreContext.Provider, { value: store }, props.children);
}

/** The store of the nearest provider. */
export function useWebCallStore(): WebCallStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('No <WebCallProvider> above this component.');
  return store;
}
