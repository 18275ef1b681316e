import { ROUTE_MAP } from '../../routes';
import type { AnswerTable } from '../answers/table';
import type { Answer } from '../crud';
import { STORAGE_ROUTES } from '../storage';
import { actionAnswers } from './actions';
import { analyticsAnswers } from './analytics';
import { callExtraAnswers } from './calls';
import { downloadAnswers, storageAnswers } from './downloads';
import { orgAnswers } from './orgs';
import { voiceAnswers } from './voices';

/**
 * The routes that compute an answer from more than one stored resource. The simulator answers them
 * always; `simulatorExtras` remains for code that passes it as `extras`.
 */
export interface SimulatorExtras {
  /** The routes they answer, as `METHOD /path` (`'POST /analytics'`). */
  readonly routes: readonly string[];
}

/** The answers of those routes, by route name. */
export const EXTRA_ANSWERS: Readonly<Partial<AnswerTable> & Record<string, Answer<unknown>>> = {
  ...analyticsAnswers,
  ...callExtraAnswers,
  ...orgAnswers,
  ...voiceAnswers,
  ...actionAnswers,
  ...downloadAnswers,
  ...storageAnswers,
};

/**
 * The routes that compute their answer from more than one stored resource: analytics aggregated
 * over the stored calls; the call export (CSV) and metadata; an org's members; the voice library
 * (search, add, clone, sync); credential sessions and webhooks, drafted workflows, structured
 * output runs and insight runs; and the call downloads, which redirect to a simulated storage it
 * serves. Every simulator answers them; `routes` lists them.
 *
 * @deprecated The simulator answers these routes without being given them: `extras` changes
 * nothing, and can be left out.
 */
export const simulatorExtras: SimulatorExtras = extrasOf(EXTRA_ANSWERS);

/** The extras' routes by key. A call, so that a bundle that does not use the value drops it. */
// @__NO_SIDE_EFFECTS__
function extrasOf(answers: object): SimulatorExtras {
  const routes: Record<string, { readonly key: string }> = { ...ROUTE_MAP, ...STORAGE_ROUTES };
  return { routes: Object.keys(answers).map((name) => routes[name]?.key ?? name) };
}
