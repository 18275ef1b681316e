/**
 * The one hook behind the orb and the live demo: one part's call on the page's one voice call
 * (shared through `@org/web-call/react`'s provider), with the site's own guards around it. A
 * blocked microphone is said before any call; a start that never hears "listening" ends after
 * CONNECT_TIMEOUT_MS; a microphone refused during the call ends it; audio the browser would not
 * autoplay (the bindings' `needsGesture`) plays on the visitor's next gesture; ending also cancels
 * a call still connecting.
 */
import { isBusy, isUnderWay } from '@org/web-call/constants';
import { useWebCall, useWebCallEvent } from '@org/web-call/react';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { CONNECT_TIMEOUT_MS, isPermissionRefusal, microphoneBlocked } from './call-guards';
import {
  type AttemptAction,
  attemptReducer,
  NO_ATTEMPT,
  outcomeOf,
  readPageCall,
  type SiteCall,
  siteCall,
  underWay,
} from './site-call';
import { resumeOnNextGesture } from './voice-client';

/** Which part of the site holds the call; its console messages start with it. */
export type CallPart = 'Voice orb' | 'Voice demo';

/** One part's call and what a visitor can do with it. */
export interface UseCall {
  call: SiteCall;
  /** Starts a call with the agent; ignored while any call is under way on the page. */
  start(agentId: string): Promise<void>;
  /** Hangs up this part's call, or cancels it while it is still connecting. */
  end(): Promise<void>;
}

/** One part's call (`part` names it in the console). */
export function useCall(part: CallPart): UseCall {
  const webCall = useWebCall();
  const { getState, start: startCall, stop, resumeAudio, needsGesture } = webCall;
  const page = readPageCall(webCall);
  const [attempt, dispatch] = useReducer(attemptReducer, NO_ATTEMPT);
  const latest = useRef({ attempt, page });
  latest.current = { attempt, page };
  // Each start is a generation; ending it (or starting another) makes older results stale.
  const generation = useRef(0);

  // Each change is committed on its own, so no status text is skipped when the call's events
  // arrive in a burst (the demo's status line is announced to screen readers as it changes).
  const show = (action: AttemptAction) => flushSync(() => dispatch(action));
  useWebCallEvent('call-start', () => show({ type: 'connected' }));
  useWebCallEvent('speech-start', () => show({ type: 'speech', speech: 'talking' }));
  useWebCallEvent('speech-end', () => show({ type: 'speech', speech: 'listening' }));
  useWebCallEvent('camera-error', (event) => {
    if (!underWay(latest.current.attempt)) return;
    console.error(`${part} microphone error:`, event);
    if (!isPermissionRefusal(event)) return;
    generation.current += 1;
    show({ type: 'over', outcome: 'microphone-blocked' });
    void stop();
  });
  useWebCallEvent('error', (event) => {
    // An error that ends the call makes it fail (the client hangs up what is left of it); the
    // others the client works around, and the call goes on.
    if (!underWay(latest.current.attempt) || getState().state === 'failed') return;
    console.warn(`${part} call degraded:`, event);
  });
  // Audio the browser held back plays on the visitor's next click or key press, while this
  // part's call waits for it.
  const attempting = underWay(attempt);
  useEffect(() => {
    if (needsGesture && attempting) return resumeOnNextGesture({ resumeAudio });
  }, [needsGesture, attempting, resumeAudio]);

  // The call this part placed is over: the attempt keeps why, and the console says what failed.
  const over =
    attempt.step === 'placed' && !isUnderWay(page.state) ? outcomeOf(page, attempt.reached) : null;
  useEffect(() => {
    if (!over) return;
    dispatch({ type: 'over', outcome: over });
    const { failure, cause } = latest.current.page;
    if (failure === 'client') console.error(`${part} configuration error:`, cause);
    else if (failure) console.error(`${part} call error:`, cause);
  }, [over, part]);

  // The site's own connect time limit (the client's stage limits are longer). It counts from the
  // click, when the part shows that it is connecting: the microphone check comes under it too.
  const call = siteCall(attempt, page);
  const connecting = attempting && call.state === 'starting';
  useEffect(() => {
    if (!connecting) return;
    const timer = setTimeout(() => {
      console.error(`${part} call did not connect within ${CONNECT_TIMEOUT_MS / 1000} s`);
      generation.current += 1;
      dispatch({ type: 'over', outcome: 'failed-to-connect' });
      void stop();
    }, CONNECT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [connecting, part, stop]);

  const start = useCallback(
    async (agentId: string) => {
      if (underWay(latest.current.attempt) || isBusy(getState().state)) return;
      const mine = ++generation.current;
      dispatch({ type: 'requested', agentId });
      latest.current.attempt = { step: 'checking', agentId };
      const blocked = await microphoneBlocked();
      if (mine !== generation.current) return; // ended before it began
      // Another part may have taken the line during the check.
      if (blocked || isBusy(getState().state)) {
        dispatch({ type: 'over', outcome: blocked ? 'microphone-blocked' : 'failed-to-connect' });
        return;
      }
      dispatch({ type: 'placed' });
      await startCall(agentId); // the page's call moves this part's from here
    },
    [getState, startCall],
  );

  const end = useCallback(async () => {
    generation.current += 1;
    dispatch({ type: 'over', outcome: 'ended' });
    await stop();
  }, [stop]);

  return { call, start, end };
}
