/**
 * The states of a call object (SPEC §4 "Web call client"): daily-js's meeting states, as
 * `getDailyCallObject().meetingState()` reports them (joining, joined and left end in `-meeting`
 * there). daily-js keeps them; the client keeps only how far its own join has come.
 */
export type CallState = 'new' | 'loading' | 'loaded' | 'joining' | 'joined' | 'left' | 'error';
