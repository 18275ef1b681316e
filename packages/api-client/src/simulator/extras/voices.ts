import type { JsonObject } from '../../types/common';
import type { AddProviderVoiceRequest, LibraryVoice } from '../../types/platform';
import type { AnswerTable } from '../answers/table';
import { stamp } from '../crud';
import { badRequest } from '../errors';
import { formBody, jsonBody, listOf, type RouteContext, requireFields } from '../request';
import { copy, newId } from '../state';

/** The library voices of the request's provider. */
function voicesOf(ctx: RouteContext): LibraryVoice[] {
  const provider = ctx.params.provider;
  return ctx.state.voices.filter((voice) => voice.provider === provider);
}
const VOICE_RULES = {
  equal: ['gender', 'accent', 'language'],
  contains: { name: ['name'] },
} as const;

/** A voice of the library, stamped as the platform stores one. */
const libraryVoice = (
  ctx: RouteContext,
  fields: Pick<LibraryVoice, 'provider' | 'providerId' | 'name'>,
): LibraryVoice => ({ ...stamp(ctx), isDeleted: false, isPublic: false, ...fields });

/** A library voice as a provider's voice search finds it. */
const sharedVoice = ({ id, providerId = id, name = '', accent, gender }: LibraryVoice) => ({
  voiceId: providerId,
  name,
  accent,
  gender,
});

/** `GET /{provider}/voices/search` (and the singular route): the library voices that match. */
const searchVoices = (ctx: RouteContext) =>
  listOf(voicesOf(ctx), ctx.query, VOICE_RULES).map(sharedVoice);

/** `POST /{provider}/voices/add` (and the singular route): the voice joins the library. */
function addVoice(ctx: RouteContext): JsonObject {
  const body = requireFields<AddProviderVoiceRequest>(ctx, {
    ownerId: 'string',
    voiceId: 'string',
    name: 'string',
  });
  const voice = libraryVoice(ctx, {
    provider: ctx.params.provider,
    providerId: body.voiceId,
    name: body.name,
  });
  ctx.state.voices.push(voice);
  return copy(voice);
}

/**
 * The answers of the voice library and the provider routes: the seeded library is listed,
 * searched and synced, and voices added or cloned join it. The simulator has no provider account,
 * so a provider's workflows, hooks and locations are none.
 */
export const voiceAnswers = {
  listLibraryVoices: (ctx) => copy(listOf(voicesOf(ctx), ctx.query, VOICE_RULES)),
  listLibraryAccents: (ctx) => [
    ...new Set(voicesOf(ctx).flatMap((voice) => (voice.accent ? [voice.accent] : []))),
  ],
  syncVoiceLibraryProvider: (ctx) => copy(voicesOf(ctx)),
  syncVoiceLibrary: (ctx) => copy(ctx.state.voices),
  createSesameVoice: (ctx): JsonObject => ({
    ...jsonBody<JsonObject>(ctx),
    ...stamp(ctx),
  }),
  listProviderWorkflows: (): JsonObject[] => [],
  listProviderWorkflowHooks: (): JsonObject[] => [],
  listProviderLocations: (): JsonObject[] => [],
  searchProviderVoices: searchVoices,
  searchProviderVoicesLegacy: searchVoices,
  addProviderVoice: addVoice,
  addProviderVoiceLegacy: addVoice,
  cloneVoice: (ctx): JsonObject => {
    const form = formBody(ctx);
    const name = form.get('name');
    const problems = [
      ...(typeof name === 'string' && name ? [] : ['name should not be empty']),
      ...(form.getAll('files').some((part) => part instanceof Blob)
        ? []
        : ['files should not be empty']),
    ];
    if (problems.length) throw badRequest(problems);
    const voice = libraryVoice(ctx, {
      provider: '11labs',
      providerId: newId(),
      name: String(name),
    });
    ctx.state.voices.push(voice);
    return { voiceId: voice.providerId };
  },
} satisfies Partial<AnswerTable>;
