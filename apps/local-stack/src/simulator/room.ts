/**
 * The room script a simulated call plays: what `GET /simulator/rooms/<callId>` answers. The shape is
 * owned by `@org/web-call/testing`, whose simulated call object joins the room URL by fetching it
 * and playing the turns; a type-only import, so running the stack never loads web-call.
 */
export type { SimulatedRoom } from '@org/web-call/testing';
