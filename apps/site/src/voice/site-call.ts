/**
 * The page's one voice call as one part of the site (the orb, the live demo) sees it: the client's
 * own state (`CallState`, as `@org/web-call/react` reports it), joined with that part's attempt
 * (its click, its microphone check, the agent it calls and why its last call is over). The orb and
 * the demo render views of this (`orb-view.ts`, `demo-view.ts`); `use-call.ts` keeps it.
 */
import type { AudioHealthCondition, CallState } from '@org/web-call';
import {
  CONNECTION_LOST,
  type FailurePhase,
  isUnderWay,
  type UnderWayState,
} from '@org/web-call/constants';
import type { WebCallState } from '@org/web-call/react';

/**
 * Why the page's call failed: the bindings' phase (`client`: the client could not be made, the
 * configuration or the client's code did not load; `start`: the call did not start; `call`: it
 * failed while connected), or `connection-lost`: its connection dropped and did not come back in
 * time.
 */
export type PageCallFailure = FailurePhase | typeof CONNECTION_LOST;

/** The page's call: the client's state and, once failed, why. */
export interface PageCall {
  state: CallState;
  failure: PageCallFailure | null;
  /** What failed, for the console. */
  cause: unknown;
  /** The conditions of the call's audio under way (the bindings' `audioHealth`). */
  audioHealth?: readonly AudioHealthCondition[];
}

/** The page's call from the bindings' state. */
export function readPageCall({
  state,
  error,
  audioHealth,
}: Pick<WebCallState, 'state' | 'error'> & Partial<Pick<WebCallState, 'audioHealth'>>): PageCall {
  if (state !== 'failed' || !error) return { state, failure: null, cause: null, audioHealth };
  const lost = (error.error as { type?: unknown }).type === CONNECTION_LOST;
  return {
    state,
    failure: lost ? CONNECTION_LOST : error.phase,
    cause: error.event ?? error.error,
  };
}

/**
 * Why a part's last call is over: `ended` (hung up, by either side), `failed-to-connect` (the start
 * failed or timed out), `no-client` (the client could not be made), `error` (a failure while
 * connected), `connection-lost` (the connection dropped and did not come back in time),
 * `microphone-blocked` (the browser refuses the microphone).
 */
export type CallOutcome =
  | 'ended'
  | 'failed-to-connect'
  | 'no-client'
  | 'error'
  | 'connection-lost'
  | 'microphone-blocked';

/** How far the assistant's speech has come in a connected call. */
export type Speech = 'none' | 'talking' | 'listening';

/** One part's attempt at a call, from its click until the call is over. */
export type Attempt =
  | { step: 'none' }
  /** Clicked: the microphone permission is being checked; no call yet. */
  | { step: 'checking'; agentId: string }
  /** The page's call is this part's. `reached`: it got as far as connected. */
  | { step: 'placed'; agentId: string; reached: boolean; speech: Speech }
  | { step: 'over'; outcome: CallOutcome };

/** What happens to an attempt. */
export type AttemptAction =
  | { type: 'requested'; agentId: string }
  | { type: 'placed' }
  | { type: 'connected' }
  | { type: 'speech'; speech: Exclude<Speech, 'none'> }
  | { type: 'over'; outcome: CallOutcome };

/** No attempt yet. */
export const NO_ATTEMPT: Attempt = { step: 'none' };

/** Applies one action; one that does not fit the attempt's step leaves it as it is. */
export function attemptReducer(attempt: Attempt, action: AttemptAction): Attempt {
  switch (action.type) {
    case 'requested':
      return underWay(attempt) ? attempt : { step: 'checking', agentId: action.agentId };
    case 'placed':
      if (attempt.step !== 'checking') return attempt;
      return { step: 'placed', agentId: attempt.agentId, reached: false, speech: 'none' };
    case 'connected':
      if (attempt.step !== 'placed') return attempt;
      return { ...attempt, reached: true, speech: 'none' };
    case 'speech':
      if (attempt.step !== 'placed' || !attempt.reached) return attempt;
      return { ...attempt, speech: action.speech };
    case 'over':
      return underWay(attempt) ? { step: 'over', outcome: action.outcome } : attempt;
  }
}

/** The attempt is checking the microphone or holds the page's call. */
export function underWay(attempt: Attempt): attempt is Extract<Attempt, { agentId: string }> {
  return attempt.step === 'checking' || attempt.step === 'placed';
}

/** Why a call this part placed is over, from how the page's call ended. */
export function outcomeOf(page: PageCall, reached: boolean): CallOutcome {
  switch (page.failure) {
    case 'call':
      return 'error';
    case 'connection-lost':
      return 'connection-lost';
    case 'client':
      return 'no-client';
    case 'start':
      return 'failed-to-connect';
    default:
      // Over without a failure: hung up, or (before "listening") a start that came to nothing.
      return reached ? 'ended' : 'failed-to-connect';
  }
}

/** One part's call, as its views read it. */
export interface SiteCall {
  /**
   * The client's state as this part sees it: the page's call while it is this part's and under
   * way (`starting` from the click, the microphone check included, until the assistant listens;
   * `connected`; `reconnecting`), `idle` otherwise.
   */
  state: UnderWayState | 'idle';
  /** The agent this part's call is with; `null` when idle. */
  agentId: string | null;
  /** How far the assistant's speech has come, while connected or reconnecting. */
  speech: Speech;
  /** When idle: why this part's last call is over; `null` before its first. */
  outcome: CallOutcome | null;
  /** Another part has the page's call. */
  lineBusy: boolean;
  /** While this part's call is under way: the conditions of its audio under way. */
  audioHealth?: readonly AudioHealthCondition[];
}

/** A part's call from its attempt and the page's call. */
export function siteCall(attempt: Attempt, page: PageCall): SiteCall {
  const idle = (outcome: CallOutcome | null): SiteCall => ({
    state: 'idle',
    agentId: null,
    speech: 'none',
    outcome,
    lineBusy: !underWay(attempt) && isUnderWay(page.state),
  });
  switch (attempt.step) {
    case 'none':
      return idle(null);
    case 'over':
      return idle(attempt.outcome);
    case 'checking':
      return { ...idle(null), state: 'starting', agentId: attempt.agentId };
    case 'placed': {
      const { state } = page;
      if (!isUnderWay(state)) return idle(outcomeOf(page, attempt.reached));
      return {
        state,
        agentId: attempt.agentId,
        speech: attempt.speech,
        outcome: null,
        lineBusy: false,
        audioHealth: page.audioHealth ?? [],
      };
    }
  }
}
