import { callAnswers } from './calls';
import { catalogAnswers } from './catalog';
import { operationAnswers } from './operations';
import type { AnswerTable } from './table';

/** The mock platform's answer to every route of the route table. */
export const ANSWERS: AnswerTable = { ...callAnswers, ...catalogAnswers, ...operationAnswers };
