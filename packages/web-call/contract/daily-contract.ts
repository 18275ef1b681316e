/**
 * The contracts @org/web-call relies on, run before any network (Daily's hosts failing):
 *
 * - `TRANSPORT_RULES`: the transport seam (lifecycle, one call per page, events and payloads), run
 *   on the daily-js transport in Chromium (`e2e/daily-contract.spec.ts`) and on the simulated one
 *   of `@org/web-call/testing` in Node (`transport-contract.test.ts`).
 * - `DAILY_RULES`: what daily-js itself refuses and answers (property checks and their messages,
 *   docs/requirements.md#daily-js-option-checks; the methods that work only after join or not
 *   after destroy, docs/requirements.md#errors), run on the real daily-js only: no simulation
 *   copies them.
 * - `RECORDER_RULES`: what `recordCall()` records of a real daily-js call offline, and why its
 *   level timeline stays empty there, run on the real daily-js only.
 */
import { CALL_RULES } from './call-rules';
import type { ContractCase } from './contract-kit';
import { FACTORY_RULES } from './factory-rules';
import { MEDIA_RULES } from './media-rules';
import { OFFLINE_RULES } from './offline-rules';

export type { ContractCall, ContractCase, ContractClock, DailyLibrary } from './contract-kit';
export { RECORDER_RULES } from './recorder-rules';
export { TRANSPORT_RULES, type TransportCase, type TransportPage } from './transport-rules';

/** daily-js's own rules, in the order the runner reports them. */
export const DAILY_RULES: ContractCase[] = [
  ...FACTORY_RULES,
  ...CALL_RULES,
  ...MEDIA_RULES,
  ...OFFLINE_RULES,
];
