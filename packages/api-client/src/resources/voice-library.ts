import { send } from '../core/route';

/** `GET /voice-library/{provider}`: the library voices of a voice provider. */
export const listLibraryVoices = send('GET /voice-library/{provider}', 'query');

/** `GET /voice-library/{provider}/accents`: the accents a provider's library offers. */
export const listLibraryAccents = send('GET /voice-library/{provider}/accents', '');

/** `POST /voice-library/sync/{provider}`: refreshes one provider's library. */
export const syncVoiceLibraryProvider = send('POST /voice-library/sync/{provider}', '');

/** `POST /voice-library/sync`: refreshes every provider's library. */
export const syncVoiceLibrary = send('POST /voice-library/sync', '');

/** `POST /voice-library/create-sesame-voice`: creates a Sesame voice. */
export const createSesameVoice = send('POST /voice-library/create-sesame-voice', 'body');

/** The voice-library routes, for `createClient` (`client.voiceLibrary.list()`) or `bindResource`. */
export const voiceLibrary = {
  list: listLibraryVoices,
  listAccents: listLibraryAccents,
  syncProvider: syncVoiceLibraryProvider,
  sync: syncVoiceLibrary,
  createSesameVoice: createSesameVoice,
};
