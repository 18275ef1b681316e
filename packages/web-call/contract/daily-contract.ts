/**
 * The contract of daily-js that @org/web-call relies on: one set of assertions, run twice — against
 * the real `@daily-co/daily-js` in Chromium with Daily's hosts failing (`e2e/daily-contract.spec.ts`)
 * and against the simulated call object of `@org/web-call/testing` in Node
 * (`daily-contract.test.ts`). Where the two runs differ, the stand-in is wrong.
 *
 * Everything here happens before any network: the one-call-object-per-page rule, property checks
 * and their messages (SPEC §5 "Call library option checks"), the methods that work only after
 * join or not after destroy (SPEC §8), the events and payloads the client reads, and what a join
 * that cannot load Daily's bundle does: which step fails, how fast, and what it leaves behind.
 */
import { CALL_RULES } from './call-rules';
import type { ContractCase } from './contract-kit';
import { FACTORY_RULES } from './factory-rules';

export type { ContractCall, ContractCase, ContractClock, DailyLibrary } from './contract-kit';

/** Every rule, in the order the runners report them. */
export const CONTRACT: ContractCase[] = [...FACTORY_RULES, ...CALL_RULES];
