/** The call object's state as the client tracks it (SPEC §4 "Web call client"). */
export type CallState = 'new' | 'loading' | 'loaded' | 'joining' | 'joined' | 'left' | 'error';

/** What happened to the call object. */
export type CallAction = 'load' | 'loaded' | 'join' | 'joined' | 'leave' | 'fail';

/** For each action: the state it leads to, then the states it is allowed from. */
const RULES: Record<CallAction, [to: CallState, ...from: CallState[]]> = {
  load: ['loading', 'new'],
  loaded: ['loaded', 'new', 'loading'],
  join: ['joining', 'new', 'loading', 'loaded', 'error'],
  joined: ['joined', 'joining'],
  leave: ['left', 'new', 'loading', 'loaded', 'joining', 'joined'],
  fail: ['error', 'new', 'loading', 'loaded', 'joining', 'joined', 'error'],
};

/**
 * The one place the call-object state changes. Returns the next state, or `undefined` when the
 * action is refused in this state (join while joining or joined, leave when already left or failed).
 */
export function transition(state: CallState, action: CallAction): CallState | undefined {
  const [to, ...from] = RULES[action];
  return from.includes(state) ? to : undefined;
}
