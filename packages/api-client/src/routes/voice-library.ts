import { answers, body, query, route } from '../core/route';
import type { JsonObject } from '../types/common';
import type { CreateSesameVoiceRequest, LibraryVoice, VoiceLibraryQuery } from '../types/platform';

// The voice-library routes.

export const listLibraryVoices = route(
  'GET /voice-library/{provider}',
  query<VoiceLibraryQuery, LibraryVoice[]>(),
);
export const listLibraryAccents = route(
  'GET /voice-library/{provider}/accents',
  answers<string[]>(),
);
export const syncVoiceLibraryProvider = route(
  'POST /voice-library/sync/{provider}',
  answers<LibraryVoice[]>(),
);
export const syncVoiceLibrary = route('POST /voice-library/sync', answers<LibraryVoice[]>());
export const createSesameVoice = route(
  'POST /voice-library/create-sesame-voice',
  body<CreateSesameVoiceRequest, JsonObject>(),
);
