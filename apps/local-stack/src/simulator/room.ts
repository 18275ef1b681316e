/**
 * The room script a simulated call plays: what `GET /simulator/rooms/<callId>` answers. Same shape
 * as `SimulatedRoom` in `@org/web-call/testing`, whose simulated call object joins the room URL by
 * fetching it and playing the turns.
 */
export interface SimulatedRoom {
  /** The assistant's display name, when it has one. */
  assistantName?: string;
  /** What is said, in order. */
  turns: Array<{ role: 'assistant' | 'user'; text: string }>;
  /** Whether the assistant hangs up after the last turn. */
  endCall?: boolean;
}
