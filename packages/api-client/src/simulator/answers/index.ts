import { callAnswers } from './calls';
import { catalogAnswers } from './catalog';
import { downloadAnswers } from './downloads';
import { observabilityAnswers } from './observability';
import { operationAnswers } from './operations';
import type { AnswerTable } from './table';

/** The simulator's answer to every route of the route table, by the name of its client function. */
export const ANSWERS: AnswerTable = {
  ...callAnswers,
  ...downloadAnswers,
  ...catalogAnswers,
  ...operationAnswers,
  ...observabilityAnswers,
};
