// `@org/web-call/testing/react`: test helpers for apps built on `@org/web-call/react`. A provider
// over the real client, a simulated transport and the simulated platform, rendered with
// react-dom's own root (or given to Testing Library as a `wrapper`), and a wait for the call's
// state (docs/requirements.md#react-test-helpers). React, react-dom and the package's other entries
// stay external: they are the user's.
import type { CallState, WebCall } from '@org/web-call';
import { WebCall as Client } from '@org/web-call';
import {
  type UseWebCall,
  useWebCall,
  WebCallProvider,
  type WebCallState,
} from '@org/web-call/react';
import {
  createPlatformFetch,
  createSimulatedTransport,
  type SimulatedTransportFactory,
  type SimulatedTransportOptions,
  type WebCallSimulatorOptions,
} from '@org/web-call/testing';
import { act, createElement, type ReactElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Options of {@link createCallTest} and {@link renderWithCall}. */
export interface CallTestOptions extends SimulatedTransportOptions {
  /**
   * The simulated platform's options (`createPlatformFetch()` of `@org/web-call/testing`): the
   * room it serves, its faults and latency. It accepts the test's `publicKey`.
   */
  platform?: WebCallSimulatorOptions;
  /** The public key the client sends (default `pk_test`). */
  publicKey?: string;
  /** The provider's `resume` option. */
  resume?: 'session';
  /**
   * Moves fake timers on, e.g. Vitest's `vi.advanceTimersByTimeAsync` or Jest's
   * `jest.advanceTimersByTimeAsync`: waits then advance the clock in steps of
   * {@link WAIT_STEP_MS} instead of taking real time. Give it whenever the test uses fake timers:
   * a wait on real time would never see the simulation move.
   */
  advanceTimers?: (ms: number) => unknown;
}

/** Options of {@link CallTest.waitForCallState}. */
export interface WaitForCallStateOptions {
  /** How long to wait, in ms of the clock the test runs on (default {@link WAIT_TIMEOUT_MS}). */
  timeout?: number;
}

/** A simulated call for one test: the provider's wrapper, its client, and a wait for its state. */
export interface CallTest {
  /**
   * The provider over the simulated call, as a component: Testing Library's
   * `render(ui, { wrapper })` and `renderHook(hook, { wrapper })` take it.
   */
  wrapper: (props: { children?: ReactNode }) => ReactElement;
  /** The simulated transports' factory: `transport.last` is the running call's. */
  transport: SimulatedTransportFactory;
  /** The client, once the provider has made it (on the first `start()` or `preload()`). */
  readonly client: WebCall | undefined;
  /**
   * What `useWebCall()` gives the rendered tree: the state, and `start()`, `stop()` and the other
   * actions (call them inside `act()`). Throws before the wrapper is rendered.
   */
  readonly call: UseWebCall;
  /**
   * Resolves once the call's state is `state` (at once if it is), moving fake timers on when the
   * options give `advanceTimers`. Rejects when it is not reached within the timeout, or when the
   * call fails first, with an error that names the states it went through and the failure.
   */
  waitForCallState(state: CallState, options?: WaitForCallStateOptions): Promise<WebCallState>;
}

/** What {@link renderWithCall} rendered. */
export interface CallRender extends CallTest {
  /** The element the tree is rendered into (in `document.body`). */
  container: HTMLElement;
  /** Renders another tree in the same provider. */
  rerender(ui: ReactNode): void;
  /** Unmounts the tree (the provider hangs up) and removes the container. */
  unmount(): void;
}

/** How far a wait moves the clock between two looks at the state. */
export const WAIT_STEP_MS = 10;
/** How long a wait lasts by default. */
export const WAIT_TIMEOUT_MS = 5000;

/**
 * Makes a simulated call for a test: a `WebCall` over a simulated transport (the options'
 * `script`, `replay`, `pacing` and `faults`) and the simulated platform, held by a
 * `WebCallProvider`, given as a `wrapper` for Testing Library or any renderer.
 *
 * @example
 * ```tsx
 * const test = createCallTest({ script: { turns: [{ role: 'assistant', text: 'Hi!' }] } });
 * render(<CallButton />, { wrapper: test.wrapper });
 * fireEvent.click(screen.getByRole('button', { name: 'Call' }));
 * await test.waitForCallState('connected');
 * ```
 */
export function createCallTest(options: CallTestOptions = {}): CallTest {
  const { platform, publicKey = 'pk_test', resume, advanceTimers, ...sim } = options;
  const fetch = createPlatformFetch({ ...platform, tokens: [publicKey] });
  const transport = createSimulatedTransport({ fetch, ...sim });
  let client: WebCall | undefined;
  let seen: UseWebCall | undefined;
  const createClient = () => {
    client = new Client(publicKey, undefined, undefined, undefined, { transport, fetch });
    return client;
  };
  function Probe(): null {
    seen = useWebCall();
    return null;
  }
  const wrapper = ({ children }: { children?: ReactNode }) =>
    createElement(WebCallProvider, { createClient, resume }, createElement(Probe), children);
  const current = (): UseWebCall => {
    if (!seen) throw new Error('Render the tree in `wrapper` (or with renderWithCall) first.');
    return seen;
  };
  return {
    wrapper,
    transport,
    get client() {
      return client;
    },
    get call() {
      return current();
    },
    waitForCallState: (state, wait) =>
      waitForState(() => current().getState(), state, wait?.timeout, advanceTimers),
  };
}

/**
 * Renders `ui` into a new element of `document.body`, with react-dom's own root, inside the
 * provider of {@link createCallTest}. Needs a DOM (jsdom, happy-dom or a browser); unmount it at
 * the end of the test.
 *
 * @example
 * ```tsx
 * const view = renderWithCall(<CallButton />, { advanceTimers: vi.advanceTimersByTimeAsync });
 * await act(() => view.call.start('assistant-id'));
 * await view.waitForCallState('connected');
 * view.unmount();
 * ```
 */
export function renderWithCall(ui: ReactNode, options: CallTestOptions = {}): CallRender {
  const test = createCallTest(options);
  // React's act() warns unless the environment says it is a test's (Testing Library says so too).
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  scope.IS_REACT_ACT_ENVIRONMENT ??= true;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const draw = (tree: ReactNode) => act(() => root.render(createElement(test.wrapper, null, tree)));
  draw(ui);
  return {
    wrapper: test.wrapper,
    transport: test.transport,
    get client() {
      return test.client;
    },
    get call() {
      return test.call;
    },
    waitForCallState: test.waitForCallState,
    container,
    rerender: draw,
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Waits for `getState()` to reach `target`; see {@link CallTest.waitForCallState}. */
async function waitForState(
  getState: () => WebCallState,
  target: CallState,
  timeout = WAIT_TIMEOUT_MS,
  advanceTimers?: (ms: number) => unknown,
): Promise<WebCallState> {
  // Fake timers (Vitest's and Jest's) mark the timer functions they install with their clock.
  if (!advanceTimers && 'clock' in setTimeout)
    throw new Error(
      'waitForCallState: fake timers are installed; give `advanceTimers` (e.g. vi.advanceTimersByTimeAsync) in the options of createCallTest or renderWithCall.',
    );
  const states: CallState[] = [getState().state];
  const look = () => {
    const now = getState();
    if (now.state !== states.at(-1)) states.push(now.state);
    return now;
  };
  let waited = 0;
  for (;;) {
    const now = look();
    if (now.state === target) return now;
    const failed = now.state === 'failed' && now.error;
    if (failed || waited >= timeout) {
      const path = states.map((s) => `"${s}"`).join(' → ');
      const why = failed
        ? `the call failed first (phase ${failed.phase}: ${failed.error.message})`
        : `after ${timeout} ms it is "${now.state}"`;
      throw new Error(
        `waitForCallState: the call did not reach "${target}": ${why}; states: ${path}`,
      );
    }
    const step = Math.min(WAIT_STEP_MS, timeout - waited);
    await act(async () => {
      if (advanceTimers) await advanceTimers(step);
      else await new Promise((resolve) => setTimeout(resolve, step));
    });
    waited += step;
  }
}
