// @vitest-environment jsdom
// usePushToTalk with Testing Library: keys on the window, over the real client and the simulated
// call object, whose microphone the tests read.
import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type PushToTalkOptions, usePushToTalk, WebCallProvider } from './index';
import { installSimulatedCalls, Probe, renderProbe, run, setup } from './test-harness';

installSimulatedCalls();

function PushToTalk({
  options,
  into,
}: {
  options: PushToTalkOptions;
  into: { talking?: boolean };
}) {
  into.talking = usePushToTalk(options).talking;
  return <input aria-label="note" />;
}

async function connected(options: PushToTalkOptions) {
  const { createClient, factory } = setup();
  const into: { talking?: boolean } = {};
  const rendered = renderProbe(
    { createClient },
    { extra: <PushToTalk options={options} into={into} /> },
  );
  await act(async () => void rendered.seen.call.start('assistant-id'));
  await run(500);
  expect(rendered.seen.call.state).toBe('connected');
  const mic = () => factory.last?.localAudio();
  return { ...rendered, into, mic, factory, createClient };
}

const key = (
  type: 'keyDown' | 'keyUp',
  init: KeyboardEventInit,
  target: Element | Window = window,
) => act(() => void fireEvent[type](target, init));

describe('usePushToTalk, hold mode', () => {
  it('mutes the microphone in a call and opens it while the key is held', async () => {
    const { into, mic } = await connected({ key: 'Space' });
    expect(mic()).toBe(false);
    expect(into.talking).toBe(false);
    key('keyDown', { code: 'Space', key: ' ' });
    expect(mic()).toBe(true);
    expect(into.talking).toBe(true);
    key('keyUp', { code: 'Space', key: ' ' });
    expect(mic()).toBe(false);
    expect(into.talking).toBe(false);
  });

  it('ignores auto-repeat, other keys and keys typed in a field', async () => {
    const { into, mic, view } = await connected({ key: 't' });
    key('keyDown', { key: 'x', code: 'KeyX' });
    expect(mic()).toBe(false);
    key('keyDown', { key: 't', code: 'KeyT' }, view.getByLabelText('note'));
    expect(mic()).toBe(false);
    key('keyDown', { key: 't', code: 'KeyT', repeat: true });
    expect(mic()).toBe(false);
    key('keyDown', { key: 't', code: 'KeyT' });
    expect(into.talking).toBe(true);
  });

  it('lets go when the window loses focus', async () => {
    const { mic } = await connected({ key: 'Space' });
    key('keyDown', { code: 'Space' });
    expect(mic()).toBe(true);
    act(() => void fireEvent.blur(window));
    expect(mic()).toBe(false);
  });
});

describe('usePushToTalk, latch mode', () => {
  it('turns the microphone on and off with each press, repeats ignored, blur kept', async () => {
    const { into, mic } = await connected({ key: 'Space', mode: 'latch' });
    key('keyDown', { code: 'Space' });
    key('keyUp', { code: 'Space' });
    expect(mic()).toBe(true);
    key('keyDown', { code: 'Space', repeat: true });
    act(() => void fireEvent.blur(window));
    expect(mic()).toBe(true);
    key('keyDown', { code: 'Space' });
    expect(mic()).toBe(false);
    expect(into.talking).toBe(false);
  });
});

describe('usePushToTalk, turned off', () => {
  it('leaves the microphone on when disabled, and does nothing outside a call', async () => {
    const { createClient, factory } = setup();
    const into: { talking?: boolean } = {};
    const { seen, view } = renderProbe(
      { createClient },
      { extra: <PushToTalk options={{ key: 'Space' }} into={into} /> },
    );
    // No call: the key does nothing (and throws nothing).
    key('keyDown', { code: 'Space' });
    expect(into.talking).toBe(false);
    await act(async () => void seen.call.start('assistant-id'));
    await run(500);
    expect(factory.last?.localAudio()).toBe(false);
    // The same tree, push-to-talk turned off.
    view.rerender(
      <WebCallProvider createClient={createClient}>
        <Probe seen={seen} />
        <PushToTalk options={{ key: 'Space', enabled: false }} into={into} />
      </WebCallProvider>,
    );
    expect(seen.call.state).toBe('connected');
    expect(factory.last?.localAudio()).toBe(true);
  });
});
