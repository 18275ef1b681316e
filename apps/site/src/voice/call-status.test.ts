import { describe, expect, it } from 'vitest';
import {
  CALL_STATUS,
  canStartCall,
  type DemoCallAction,
  type DemoCallState,
  demoCallReducer,
  initialDemoCallState,
} from './call-status';

const AGENT = 'agent-hotel';
const run = (actions: DemoCallAction[], from: DemoCallState = initialDemoCallState) =>
  actions.reduce(demoCallReducer, from);
const transcript = (role: 'assistant' | 'user', text: string, transcriptType = 'final') => ({
  type: 'message' as const,
  message: { type: 'transcript', transcriptType, role, transcript: text },
});
const live = run([{ type: 'start-requested', agentId: AGENT }, { type: 'call-started' }]);

describe('demoCallReducer: a call from start to end (SPEC §4 "Live demo call")', () => {
  it('moves the status through Connecting..., Call started, Talking..., Listening..., Call ended', () => {
    const statuses: (string | null)[] = [];
    let state = initialDemoCallState;
    for (const action of [
      { type: 'start-requested', agentId: AGENT },
      { type: 'call-started' },
      { type: 'speech-started' },
      { type: 'speech-ended' },
      { type: 'call-ended' },
    ] satisfies DemoCallAction[]) {
      state = demoCallReducer(state, action);
      statuses.push(state.status);
    }
    expect(statuses).toEqual([
      'Connecting...',
      'Call started',
      'Talking...',
      'Listening...',
      'Call ended',
    ]);
  });

  it('marks the requested card active and the call live once it starts', () => {
    const connecting = run([{ type: 'start-requested', agentId: AGENT }]);
    expect(connecting).toMatchObject({ phase: 'connecting', activeAgentId: AGENT });
    expect(demoCallReducer(connecting, { type: 'call-started' }).phase).toBe('live');
  });

  it('appends only final transcripts and joins same-speaker turns', () => {
    const state = run(
      [
        transcript('assistant', 'Welcome to the hotel.'),
        transcript('assistant', 'How can I', 'partial'),
        transcript('assistant', 'How can I help?'),
        transcript('user', 'A room for two.'),
      ],
      live,
    );
    expect(state.transcript).toEqual([
      { speaker: 'assistant', text: 'Welcome to the hotel. How can I help?' },
      { speaker: 'user', text: 'A room for two.' },
    ]);
  });

  it('ignores messages that are not transcripts', () => {
    expect(run([{ type: 'message', message: { type: 'status-update' } }], live)).toBe(live);
  });

  it('clears the transcript and the active agent when the call ends', () => {
    const ended = run([transcript('user', 'Hi'), { type: 'call-ended' }], live);
    expect(ended).toMatchObject({ phase: 'idle', activeAgentId: null, transcript: [] });
  });
});

describe('demoCallReducer: starting (SPEC §4 rules)', () => {
  it('ignores a start while a call is connecting or live', () => {
    const connecting = run([{ type: 'start-requested', agentId: AGENT }]);
    expect(canStartCall(connecting)).toBe(false);
    expect(demoCallReducer(connecting, { type: 'start-requested', agentId: 'other' })).toBe(
      connecting,
    );
    expect(demoCallReducer(live, { type: 'start-requested', agentId: 'other' })).toBe(live);
  });

  it('allows a new call after the last one ended or failed', () => {
    expect(canStartCall(run([{ type: 'call-ended' }], live))).toBe(true);
    expect(canStartCall(run([{ type: 'runtime-error' }], live))).toBe(true);
  });

  it('ignores speech events outside a live call', () => {
    const connecting = run([{ type: 'start-requested', agentId: AGENT }]);
    expect(demoCallReducer(connecting, { type: 'speech-started' })).toBe(connecting);
    expect(demoCallReducer(initialDemoCallState, { type: 'speech-ended' })).toBe(
      initialDemoCallState,
    );
  });
});

describe('demoCallReducer: failures (SPEC §4, §8 "Site messages")', () => {
  it('shows "Failed to connect" and clears the active agent when start fails', () => {
    const state = run([{ type: 'start-requested', agentId: AGENT }, { type: 'start-failed' }]);
    expect(state).toMatchObject({
      status: CALL_STATUS.failedToConnect,
      activeAgentId: null,
      phase: 'idle',
    });
  });

  it('shows "Error occurred" and marks the call not live on a runtime error', () => {
    const state = run([{ type: 'runtime-error' }], live);
    expect(state).toMatchObject({ status: 'Error occurred', phase: 'idle', activeAgentId: AGENT });
  });

  it('keeps "Error occurred" when the failed call then ends, but clears the card', () => {
    const state = run([{ type: 'runtime-error' }, { type: 'call-ended' }], live);
    expect(state).toMatchObject({ status: 'Error occurred', activeAgentId: null });
  });

  it('treats an error before start() settled as part of the start, not a runtime error', () => {
    const connecting = run([{ type: 'start-requested', agentId: AGENT }]);
    expect(demoCallReducer(connecting, { type: 'runtime-error' })).toBe(connecting);
    const joined = demoCallReducer(connecting, { type: 'start-succeeded' });
    expect(demoCallReducer(joined, { type: 'runtime-error' }).status).toBe('Error occurred');
  });

  it('shows "Microphone blocked" and clears the active agent when the microphone is refused', () => {
    const state = run([
      { type: 'start-requested', agentId: AGENT },
      { type: 'microphone-blocked' },
    ]);
    expect(state).toMatchObject({
      status: CALL_STATUS.microphoneBlocked,
      activeAgentId: null,
      phase: 'idle',
    });
    expect(CALL_STATUS.microphoneBlocked).toBe('Microphone blocked');
  });

  it('shows "Configuration error - check console" when there is no key', () => {
    expect(demoCallReducer(initialDemoCallState, { type: 'config-error' }).status).toBe(
      'Configuration error - check console',
    );
  });
});
