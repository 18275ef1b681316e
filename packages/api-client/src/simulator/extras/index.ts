import type { AnswerTable } from '../answers/table';
import type { Answer } from '../crud';
import { actionAnswers } from './actions';
import { analyticsAnswers } from './analytics';
import { callExtraAnswers } from './calls';
import { downloadAnswers, storageAnswers } from './downloads';
import { orgAnswers } from './orgs';
import { voiceAnswers } from './voices';

/**
 * The routes that the simulator answers only when it is given them: its one value is
 * `simulatorExtras`, from `@org/api-client/simulator`.
 */
export interface SimulatorExtras {
  /** The routes it answers, by the name of their client function. */
  readonly routes: readonly string[];
}

/** The extras as the simulator reads them: their answers, by route name. */
export interface ExtraAnswers extends SimulatorExtras {
  readonly answers: Readonly<Partial<AnswerTable> & Record<string, Answer<unknown>>>;
}

/**
 * The extras made of tables of answers. A call, not a literal that spreads them, so that a bundle
 * that does not use the extras drops them.
 */
// @__NO_SIDE_EFFECTS__
function extrasOf(...tables: ExtraAnswers['answers'][]): SimulatorExtras {
  const answers = Object.assign({}, ...tables);
  const extras: ExtraAnswers = { routes: Object.keys(answers), answers };
  return extras;
}

/**
 * The simulator's answers beyond stored resources and web calls, for
 * `createPlatformSimulator({ extras })` and `platformHandlers({ extras })`: analytics aggregated
 * over the stored calls; the call export (CSV) and metadata; an org's members; the voice library
 * (search, add, clone, sync); credential sessions and webhooks, drafted workflows, structured
 * output runs and insight runs; and the call downloads, which redirect to a simulated storage it
 * serves. Without them these routes answer 501 and say how to add them.
 *
 * @example
 * ```ts
 * import { platformHandlers } from '@org/api-client/msw';
 * import { simulatorExtras } from '@org/api-client/simulator';
 *
 * const server = setupServer(...platformHandlers({ extras: simulatorExtras }));
 * ```
 */
export const simulatorExtras: SimulatorExtras = extrasOf(
  analyticsAnswers,
  callExtraAnswers,
  orgAnswers,
  voiceAnswers,
  actionAnswers,
  downloadAnswers,
  storageAnswers,
);
