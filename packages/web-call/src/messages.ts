/** The app message that makes the assistant speak a line (SPEC §5 "Web call client"). */
export interface SayMessage {
  type: 'say';
  message: string;
  endCallAfterSpoken: boolean;
  interruptionsEnabled: boolean;
  interruptAssistantEnabled: boolean;
}

/** Builds a `say` message; both interruption flags default to false. */
export function buildSayMessage(
  message: string,
  endCallAfterSpoken = false,
  interruptionsEnabled = false,
  interruptAssistantEnabled = false,
): SayMessage {
  return {
    type: 'say',
    message,
    endCallAfterSpoken,
    interruptionsEnabled,
    interruptAssistantEnabled,
  };
}
