export { buildSayMessage } from './messages';
