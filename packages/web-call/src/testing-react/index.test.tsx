// @vitest-environment jsdom
// `@org/web-call/testing/react`: a tree rendered over a simulated call, with react-dom's own root
// and as Testing Library's wrapper, and waits for the call's state on fake and real timers: the
// state reached, and the errors that name where the call stopped.
import { render, renderHook, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMediaPlayback } from '../../test-support/harness';
import { useTranscript, useWebCall } from '../react';
import { type CallRender, createCallTest, renderWithCall } from '.';

const script = {
  turns: [
    { role: 'assistant' as const, text: 'Hello, this is the clinic.' },
    { role: 'user' as const, text: 'I need an appointment.' },
  ],
};

/** What a user's component shows: the call's state and its transcript's final lines. */
function CallPanel() {
  const { state } = useWebCall();
  const { lines } = useTranscript();
  return (
    <section>
      <p data-testid="state">{state}</p>
      <ul>
        {lines.map((line) => (
          <li key={`${line.speaker}${line.text}`}>{`${line.speaker}: ${line.text}`}</li>
        ))}
      </ul>
    </section>
  );
}

const views: CallRender[] = [];
const show = (...args: Parameters<typeof renderWithCall>) => {
  const view = renderWithCall(...args);
  views.push(view);
  return view;
};

beforeAll(async () => {
  // The provider loads its controller on first use: once ahead, so fake clocks drive every test.
  await import('../react/controller');
});
afterEach(async () => {
  for (const view of views.splice(0)) view.unmount();
  if ('clock' in setTimeout) await vi.runOnlyPendingTimersAsync();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('renderWithCall and waitForCallState, on fake timers', () => {
  it('renders the tree over a simulated call that starts, talks and ends', async () => {
    vi.useFakeTimers();
    stubMediaPlayback();
    const view = show(<CallPanel />, { script, advanceTimers: vi.advanceTimersByTimeAsync });
    expect(view.container.textContent).toBe('idle');
    expect(view.client).toBeUndefined();
    await act(async () => void view.call.start('assistant-id'));
    const connected = await view.waitForCallState('connected');
    expect(connected.callId).toMatch(/^[0-9a-f-]{36}$/);
    expect(view.client?.state).toBe('connected');
    await view.waitForCallState('connected'); // at once: it is there
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect([...view.container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'assistant: Hello, this is the clinic.',
      'user: I need an appointment.',
    ]);
    act(() => view.transport.last?.endFromRemote());
    await view.waitForCallState('ended');
    expect(view.container.querySelector('p')?.textContent).toBe('ended');
  });

  it('a state not reached in time: the error names it, the state reached and the way there', async () => {
    vi.useFakeTimers();
    stubMediaPlayback();
    const view = show(<CallPanel />, {
      script,
      faults: { 'daily-call-join': 'hang' },
      advanceTimers: vi.advanceTimersByTimeAsync,
    });
    await act(async () => void view.call.start('assistant-id'));
    const started = Date.now();
    await expect(view.waitForCallState('connected', { timeout: 250 })).rejects.toThrow(
      'waitForCallState: the call did not reach "connected": after 250 ms it is "starting"; states: "starting"',
    );
    // The timeout is the test's clock: 250 ms of fake time went by.
    expect(Date.now() - started).toBe(250);
  });

  it('a call that fails first: the error says so at once, with the failure', async () => {
    vi.useFakeTimers();
    stubMediaPlayback();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const view = show(<CallPanel />, {
      platform: { faults: { 'POST /call/web': { status: 500 } } },
      advanceTimers: vi.advanceTimersByTimeAsync,
    });
    const waiting = view.waitForCallState('connected');
    await act(async () => void view.call.start('assistant-id'));
    await expect(waiting).rejects.toThrow(
      /^waitForCallState: the call did not reach "connected": the call failed first \(phase start: .+\); states: "idle" → "failed"$/,
    );
  });

  it('fake timers without advanceTimers: a clear error rather than a wait that never ends', async () => {
    vi.useFakeTimers();
    const view = show(<CallPanel />, { script });
    await expect(view.waitForCallState('connected')).rejects.toThrow(
      'waitForCallState: fake timers are installed; give `advanceTimers`',
    );
  });
});

describe('createCallTest as a wrapper for Testing Library, on real timers', () => {
  it('render() and renderHook() take the wrapper; the wait takes real time', async () => {
    stubMediaPlayback();
    const test = createCallTest({ script, pacing: 'fast' });
    expect(() => test.call).toThrow('Render the tree in `wrapper`');
    const view = render(<CallPanel />, { wrapper: test.wrapper });
    expect(screen.getByTestId('state').textContent).toBe('idle');
    await act(async () => void test.call.start('assistant-id'));
    const startedAt = performance.now();
    await test.waitForCallState('connected', { timeout: 2000 });
    expect(performance.now() - startedAt).toBeLessThan(2000);
    expect(screen.getByTestId('state').textContent).toBe('connected');
    await act(() => test.call.stop());
    await test.waitForCallState('ended');
    view.unmount();

    const hook = createCallTest({ script });
    const { result, unmount } = renderHook(() => useWebCall(), { wrapper: hook.wrapper });
    expect(result.current.state).toBe('idle');
    expect(hook.call.state).toBe('idle');
    unmount();
  });
});
