import type { CallState } from '@org/web-call';
import type { FailurePhase } from '@org/web-call/constants';
import type { WebCallState } from '@org/web-call/react';
import { describe, expect, it } from 'vitest';
import {
  type Attempt,
  type AttemptAction,
  attemptReducer,
  NO_ATTEMPT,
  type PageCall,
  readPageCall,
  siteCall,
} from './site-call';

const AGENT = 'agent-hotel';
const run = (actions: AttemptAction[], from: Attempt = NO_ATTEMPT) =>
  actions.reduce(attemptReducer, from);
const page = (state: CallState, failure: PageCall['failure'] = null): PageCall => ({
  state,
  failure,
  cause: null,
});
const placed = run([{ type: 'requested', agentId: AGENT }, { type: 'placed' }]);
const connected = run([{ type: 'connected' }], placed);

describe("readPageCall: the page call from the bindings (the client's own state)", () => {
  const bindings = (
    state: WebCallState['state'],
    phase?: FailurePhase,
    type = 'daily-error',
  ): Pick<WebCallState, 'state' | 'error'> => ({
    state,
    error: phase ? { phase, error: Object.assign(new Error('x'), { type }) } : null,
  });

  it('is where the client says the call is', () => {
    for (const state of [
      'idle',
      'starting',
      'connected',
      'reconnecting',
      'ending',
      'ended',
    ] as const) {
      expect(readPageCall(bindings(state))).toEqual({ state, failure: null, cause: null });
    }
  });

  it('says why a failed call failed, and what failed', () => {
    const failed = readPageCall(bindings('failed', 'call'));
    expect(failed).toMatchObject({ state: 'failed', failure: 'call' });
    expect(failed.cause).toBeInstanceOf(Error);
    expect(readPageCall(bindings('failed', 'start')).failure).toBe('start');
    expect(readPageCall(bindings('failed', 'client')).failure).toBe('client');
  });

  it('tells a connection that did not come back (an error of type connection-lost)', () => {
    expect(readPageCall(bindings('failed', 'call', 'connection-lost')).failure).toBe(
      'connection-lost',
    );
  });
});

describe('attemptReducer: one part’s attempt', () => {
  it('goes checking → placed → connected, and is over when told', () => {
    expect(run([{ type: 'requested', agentId: AGENT }])).toEqual({
      step: 'checking',
      agentId: AGENT,
    });
    expect(placed).toMatchObject({ step: 'placed', reached: false, speech: 'none' });
    expect(connected).toMatchObject({ step: 'placed', reached: true });
    expect(run([{ type: 'over', outcome: 'ended' }], connected)).toEqual({
      step: 'over',
      outcome: 'ended',
    });
  });

  it('ignores a new request while one is under way, and actions that do not fit', () => {
    expect(attemptReducer(placed, { type: 'requested', agentId: 'other' })).toBe(placed);
    expect(attemptReducer(NO_ATTEMPT, { type: 'placed' })).toBe(NO_ATTEMPT);
    expect(attemptReducer(placed, { type: 'speech', speech: 'talking' })).toBe(placed);
    const over = run([{ type: 'over', outcome: 'error' }], connected);
    expect(attemptReducer(over, { type: 'over', outcome: 'ended' })).toBe(over);
  });

  it('follows the speech of a connected call', () => {
    expect(run([{ type: 'speech', speech: 'talking' }], connected)).toMatchObject({
      speech: 'talking',
    });
    const talked: AttemptAction[] = [
      { type: 'speech', speech: 'talking' },
      { type: 'speech', speech: 'listening' },
    ];
    expect(run(talked, connected)).toMatchObject({ speech: 'listening' });
  });
});

describe('siteCall: one part’s call from its attempt and the page’s call', () => {
  it('is starting from the click (microphone check) until the page call connects', () => {
    const checking = run([{ type: 'requested', agentId: AGENT }]);
    expect(siteCall(checking, page('idle'))).toMatchObject({ state: 'starting', agentId: AGENT });
    expect(siteCall(placed, page('starting')).state).toBe('starting');
    expect(siteCall(connected, page('connected')).state).toBe('connected');
    expect(siteCall(connected, page('reconnecting'))).toMatchObject({
      state: 'reconnecting',
      agentId: AGENT,
    });
  });

  it.each<[string, Attempt, PageCall, string]>([
    ['a hang-up after connecting', connected, page('idle'), 'ended'],
    ['a start that came to nothing', placed, page('idle'), 'failed-to-connect'],
    ['a failed start', placed, page('failed', 'start'), 'failed-to-connect'],
    ['a client that could not be made', placed, page('failed', 'client'), 'no-client'],
    ['a failure while connected', connected, page('failed', 'call'), 'error'],
    [
      'a connection that did not come back',
      connected,
      page('failed', 'connection-lost'),
      'connection-lost',
    ],
  ])('is idle after %s, saying so (%s)', (_, attempt, call, outcome) => {
    expect(siteCall(attempt, call)).toMatchObject({ state: 'idle', agentId: null, outcome });
  });

  it('is idle, with the line busy, while another part has the page call', () => {
    for (const state of ['starting', 'connected', 'reconnecting'] as const) {
      expect(siteCall(NO_ATTEMPT, page(state))).toMatchObject({ state: 'idle', lineBusy: true });
    }
    expect(siteCall(NO_ATTEMPT, page('ending')).lineBusy).toBe(false);
    expect(siteCall(connected, page('connected')).lineBusy).toBe(false);
  });
});
