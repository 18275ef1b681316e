// The contract suites in a real page: daily-js's own rules on the real daily-js, and the transport
// seam's on the daily-js transport (see daily-contract.spec.ts).
import Daily from '@daily-co/daily-js';
import {
  type ContractCall,
  type ContractClock,
  DAILY_RULES,
  type DailyLibrary,
  RECORDER_RULES,
  TRANSPORT_RULES,
} from '../contract/daily-contract';
import { createDailyTransport } from '../src/daily';

const library: DailyLibrary = {
  createCallObject: (properties) => Daily.createCallObject(properties) as unknown as ContractCall,
  getCallInstance: (id) => Daily.getCallInstance(id) as unknown as ContractCall | undefined,
  version: () => Daily.version(),
  async joined() {
    // daily-js checks the meeting state before an app message's size, and a real join needs
    // Daily's servers: set the state a join would set, on a call object that never joins.
    const call = Daily.createCallObject();
    (call as unknown as { _callState: string })._callState = 'joined-meeting';
    return call as unknown as ContractCall;
  },
};

declare global {
  interface Window {
    /** Runs one case of either contract; resolves with its failure, if any. */
    runContractCase(name: string): Promise<{ ok: boolean; message?: string }>;
  }
}

const clock: ContractClock = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => performance.now(),
};

window.runContractCase = async (name) => {
  const dailyCase = [...DAILY_RULES, ...RECORDER_RULES].find((c) => c.name === name);
  const transportCase = TRANSPORT_RULES.find((c) => c.name === name);
  if (!dailyCase && !transportCase) return { ok: false, message: `no case named "${name}"` };
  try {
    if (dailyCase) await dailyCase.run(library, clock);
    // The client's default transport: daily-js's call object.
    else
      await transportCase?.run(
        { make: async (properties = {}) => createDailyTransport(properties) },
        clock,
      );
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof Error ? `${error.message}\n${error.stack}` : String(error),
    };
  }
};
