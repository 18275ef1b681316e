import { ROUTE_MAP } from '../../routes';
import { byCollectionPath, plainAnswer } from '../crud';
import { callAnswers, callResources } from './calls';
import { catalogAnswers, catalogResources } from './catalog';
import { observabilityAnswers, observabilityResources } from './observability';
import { operationAnswers, operationResources } from './operations';
import type { AnswerTable } from './table';

/** The stored resources, by the path of their collection: their plain routes answer alike. */
const RESOURCES = byCollectionPath({
  ...callResources,
  ...catalogResources,
  ...operationResources,
  ...observabilityResources,
});

/** The answers of the routes that are not a resource's plain create, list, get, update or delete. */
const OWN_ANSWERS: Partial<AnswerTable> = {
  ...callAnswers,
  ...catalogAnswers,
  ...operationAnswers,
  ...observabilityAnswers,
};

/**
 * The simulator's answer to every route of the route table, by the name of its client function:
 * the route's own answer, or its resource's plain one (see `plainAnswer`). The own answers are
 * typed with what their route answers; the plain ones are checked against the platform's schemas
 * by the schema-validation test.
 */
export const ANSWERS = Object.fromEntries(
  Object.entries(ROUTE_MAP).map(([name, route]) => [
    name,
    OWN_ANSWERS[name as keyof AnswerTable] ?? plainAnswer(RESOURCES, route.key),
  ]),
) as AnswerTable;
