export type { SayMessage } from './messages';
export { buildSayMessage } from './messages';
