import { describe, expect, it } from 'vitest';
import { MICROPHONE_BLOCKED_HELP } from './call-texts';
import { orbView } from './orb-view';
import type { CallOutcome, SiteCall } from './site-call';

const call = (over: Partial<SiteCall> = {}): SiteCall => ({
  state: 'idle',
  agentId: null,
  speech: 'none',
  outcome: null,
  lineBusy: false,
  ...over,
});

describe('orbView', () => {
  it('goes idle → starting ("Connecting...") → connected → idle, with its captions', () => {
    expect(orbView(call())).toMatchObject({
      state: 'idle',
      caption: 'Talk to our AI receptionist',
      label: 'Start a voice call with the AI receptionist',
      unavailable: false,
    });
    expect(orbView(call({ state: 'starting', agentId: 'a' }))).toMatchObject({
      state: 'starting',
      caption: 'Connecting...',
      label: 'Connecting to the AI receptionist',
      unavailable: true,
    });
    expect(orbView(call({ state: 'connected', agentId: 'a' }))).toMatchObject({
      state: 'connected',
      caption: 'Live – say hello',
      unavailable: true,
    });
    expect(orbView(call({ outcome: 'ended' }))).toMatchObject({
      state: 'idle',
      caption: 'Talk to our AI receptionist',
      notice: false,
    });
  });

  it('says "Reconnecting..." while the connection comes back', () => {
    expect(orbView(call({ state: 'reconnecting', agentId: 'a' }))).toMatchObject({
      state: 'reconnecting',
      caption: 'Reconnecting...',
      label: 'Reconnecting to the AI receptionist',
      unavailable: true,
    });
  });

  it.each<[CallOutcome, string]>([
    ['failed-to-connect', 'Failed to connect'],
    ['error', 'Error occurred'],
    ['connection-lost', 'Error occurred'],
    ['microphone-blocked', MICROPHONE_BLOCKED_HELP],
  ])('after %s, says why: "%s"', (outcome, caption) => {
    expect(orbView(call({ outcome }))).toMatchObject({ state: 'idle', caption, notice: true });
  });

  it('only logs a missing configuration, and says nothing after a cancel', () => {
    expect(orbView(call({ outcome: 'no-client' }))).toMatchObject({ notice: false });
    expect(orbView(call({ outcome: 'ended' }))).toMatchObject({ notice: false });
  });

  it('waits while the demo has the call, saying so instead of any notice', () => {
    expect(orbView(call({ lineBusy: true, outcome: 'error' }))).toMatchObject({
      state: 'idle',
      caption: 'On a demo call below',
      notice: false,
      unavailable: true,
    });
  });
});

describe('orbView: the microphone in a connected call', () => {
  const connected = (audioHealth: SiteCall['audioHealth']) =>
    orbView(call({ state: 'connected', agentId: 'a', audioHealth }));

  it('says each microphone problem in its caption (a live region), the most specific first', () => {
    expect(connected(['silent-microphone'])).toMatchObject({
      caption: "We can't hear you. Check that your microphone is on and close enough.",
      notice: true,
    });
    expect(connected(['silent-microphone', 'microphone-muted']).caption).toBe(
      'Your microphone is muted by your device or system. Unmute it to talk.',
    );
    expect(connected(['microphone-muted', 'device-lost']).caption).toBe(
      'Your microphone was disconnected. Plug it back in or choose another one.',
    );
  });

  it('goes back to its connected caption once the problem clears; a suspected echo says nothing', () => {
    expect(connected([])).toMatchObject({ caption: 'Live – say hello', notice: false });
    expect(connected(['echo-suspected'])).toMatchObject({
      caption: 'Live – say hello',
      notice: false,
    });
  });

  it('says nothing about the microphone while reconnecting', () => {
    const view = orbView(
      call({ state: 'reconnecting', agentId: 'a', audioHealth: ['silent-microphone'] }),
    );
    expect(view.caption).toBe('Reconnecting...');
  });
});
