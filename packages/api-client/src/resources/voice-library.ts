import type { Core, RequestOptions } from '../core/core';
import { path } from '../core/url';
import type { JsonObject } from '../types/common';
import type { CreateSesameVoiceRequest, LibraryVoice, VoiceLibraryQuery } from '../types/platform';

/** `GET /voice-library/{provider}`: the library voices of a voice provider. */
export const listLibraryVoices = (
  core: Core,
  provider: string,
  query?: VoiceLibraryQuery,
  options?: RequestOptions,
): Promise<LibraryVoice[]> =>
  core.request({ ...options, method: 'GET', path: path`/voice-library/${provider}`, query });

/** `GET /voice-library/{provider}/accents`: the accents a provider's library offers. */
export const listLibraryAccents = (
  core: Core,
  provider: string,
  options?: RequestOptions,
): Promise<string[]> =>
  core.request({ ...options, method: 'GET', path: path`/voice-library/${provider}/accents` });

/** `POST /voice-library/sync/{provider}`: refreshes one provider's library. */
export const syncVoiceLibraryProvider = (
  core: Core,
  provider: string,
  options?: RequestOptions,
): Promise<LibraryVoice[]> =>
  core.request({ ...options, method: 'POST', path: path`/voice-library/sync/${provider}` });

/** `POST /voice-library/sync`: refreshes every provider's library. */
export const syncVoiceLibrary = (core: Core, options?: RequestOptions): Promise<LibraryVoice[]> =>
  core.request({ ...options, method: 'POST', path: '/voice-library/sync' });

/** `POST /voice-library/create-sesame-voice`: creates a Sesame voice. */
export const createSesameVoice = (
  core: Core,
  body: CreateSesameVoiceRequest,
  options?: RequestOptions,
): Promise<JsonObject> =>
  core.request({ ...options, method: 'POST', path: '/voice-library/create-sesame-voice', body });

/** The voice-library routes, for `createClient` (`client.voiceLibrary.list()`) or `bindResource`. */
export const voiceLibrary = {
  list: listLibraryVoices,
  listAccents: listLibraryAccents,
  syncProvider: syncVoiceLibraryProvider,
  sync: syncVoiceLibrary,
  createSesameVoice: createSesameVoice,
};
