import { describe, expect, it } from 'vitest';
import { MICROPHONE_BLOCKED_HELP } from './call-texts';
import { demoView } from './demo-view';
import type { SiteCall } from './site-call';

const AGENT = 'agent-hotel';
const call = (over: Partial<SiteCall> = {}): SiteCall => ({
  state: 'idle',
  agentId: null,
  speech: 'none',
  outcome: null,
  lineBusy: false,
  ...over,
});
const live = (over: Partial<SiteCall> = {}) =>
  call({ state: 'connected', agentId: AGENT, ...over });

describe('demoView: a call from start to end', () => {
  it('moves the status through Connecting..., Call started, Talking..., Listening..., Call ended', () => {
    const statuses = [
      call({ state: 'starting', agentId: AGENT }),
      live(),
      live({ speech: 'talking' }),
      live({ speech: 'listening' }),
      call({ outcome: 'ended' }),
    ].map((each) => demoView(each).status);
    expect(statuses).toEqual([
      'Connecting...',
      'Call started',
      'Talking...',
      'Listening...',
      'Call ended',
    ]);
  });

  it('marks the card active while the call is under way, and clears it when it is over', () => {
    expect(demoView(call({ state: 'starting', agentId: AGENT }))).toMatchObject({
      state: 'starting',
      activeAgentId: AGENT,
    });
    expect(demoView(live())).toMatchObject({ state: 'connected', activeAgentId: AGENT });
    expect(demoView(call({ outcome: 'ended' }))).toMatchObject({
      state: 'idle',
      activeAgentId: null,
      hint: null,
    });
  });

  it('says "Reconnecting..." while the connection comes back; the call stays live', () => {
    expect(demoView(call({ state: 'reconnecting', agentId: AGENT }))).toMatchObject({
      state: 'reconnecting',
      activeAgentId: AGENT,
      status: 'Reconnecting...',
      hint: null,
    });
  });

  it('waits while the orb has the call, keeping its last status', () => {
    expect(demoView(call({ lineBusy: true, outcome: 'ended' }))).toMatchObject({
      state: 'idle',
      status: 'Call ended',
      lineBusy: true,
    });
  });
});

describe('demoView: failures', () => {
  it('a start that failed or timed out: "Failed to connect", active agent cleared', () => {
    for (const outcome of ['failed-to-connect', 'no-client'] as const) {
      expect(demoView(call({ outcome }))).toMatchObject({
        state: 'idle',
        activeAgentId: null,
        status: 'Failed to connect',
        hint: 'The call could not be connected. Please try again in a moment.',
      });
    }
  });

  it('a runtime error: "Error occurred", the call not live', () => {
    expect(demoView(call({ outcome: 'error' }))).toMatchObject({
      state: 'idle',
      status: 'Error occurred',
      hint: 'The call dropped unexpectedly. Start it again whenever you are ready.',
    });
  });

  it('a connection that did not come back: "Error occurred", with a hint that it was lost', () => {
    const view = demoView(call({ outcome: 'connection-lost' }));
    expect(view).toMatchObject({ state: 'idle', status: 'Error occurred' });
    expect(view.hint).toMatch(/^The connection was lost/);
  });

  it('a blocked microphone: "Microphone blocked", and how to allow it', () => {
    expect(demoView(call({ outcome: 'microphone-blocked' }))).toMatchObject({
      status: 'Microphone blocked',
      hint: MICROPHONE_BLOCKED_HELP,
    });
  });

  it('no key: "Configuration error - check console", whatever else happened', () => {
    expect(demoView(call({ outcome: 'ended' }), true)).toMatchObject({
      state: 'idle',
      status: 'Configuration error - check console',
      hint: 'The live demo is unavailable right now. Please come back later.',
    });
  });
});

describe('demoView: the microphone in a connected call', () => {
  it('says each microphone problem next to the status, and clears it when it ends', () => {
    const texts = [
      live({ audioHealth: ['silent-microphone'] }),
      live({ speech: 'listening', audioHealth: ['microphone-muted'] }),
      live({ audioHealth: ['device-lost', 'microphone-muted'] }),
      live({ audioHealth: [] }),
      live({ audioHealth: ['echo-suspected'] }),
    ].map((each) => demoView(each).audioNotice);
    expect(texts).toEqual([
      "We can't hear you. Check that your microphone is on and close enough.",
      'Your microphone is muted by your device or system. Unmute it to talk.',
      'Your microphone was disconnected. Plug it back in or choose another one.',
      null,
      null,
    ]);
    expect(demoView(live({ audioHealth: ['silent-microphone'] })).status).toBe('Call started');
  });

  it('says nothing about the microphone outside a connected call', () => {
    const audioHealth = ['silent-microphone'] as const;
    expect(demoView(call({ state: 'reconnecting', agentId: AGENT, audioHealth })).audioNotice).toBe(
      null,
    );
    expect(demoView(call({ outcome: 'ended', audioHealth })).audioNotice).toBe(null);
  });
});
