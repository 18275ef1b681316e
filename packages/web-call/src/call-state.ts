/**
 * The states of a call object (SPEC §4 "Web call client"): Daily's meeting states
 * (`meetingState()`, whose joining, joined and left end in `-meeting`), which the client reads
 * from daily-js rather than tracking a copy of them.
 */
export type CallState = 'new' | 'loading' | 'loaded' | 'joining' | 'joined' | 'left' | 'error';
