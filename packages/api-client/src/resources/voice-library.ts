import { send } from '../core/route';
import * as routes from '../routes/voice-library';

/** `GET /voice-library/{provider}`: the library voices of a voice provider. */
export const listLibraryVoices = send(routes.listLibraryVoices);

/** `GET /voice-library/{provider}/accents`: the accents a provider's library offers. */
export const listLibraryAccents = send(routes.listLibraryAccents);

/** `POST /voice-library/sync/{provider}`: refreshes one provider's library. */
export const syncVoiceLibraryProvider = send(routes.syncVoiceLibraryProvider);

/** `POST /voice-library/sync`: refreshes every provider's library. */
export const syncVoiceLibrary = send(routes.syncVoiceLibrary);

/** `POST /voice-library/create-sesame-voice`: creates a Sesame voice. */
export const createSesameVoice = send(routes.createSesameVoice);

/** The voice-library routes, for `createClient` (`client.voiceLibrary.list()`) or `bindResource`. */
export const voiceLibrary = {
  list: listLibraryVoices,
  listAccents: listLibraryAccents,
  syncProvider: syncVoiceLibraryProvider,
  sync: syncVoiceLibrary,
  createSesameVoice: createSesameVoice,
};
