import { callAnswers } from './calls';
import { catalogAnswers } from './catalog';
import { operationAnswers } from './operations';
import type { AnswerTable } from './table';

/** The simulator's answer to every route of the route table, by the name of its client function. */
export const ANSWERS: AnswerTable = { ...callAnswers, ...catalogAnswers, ...operationAnswers };
