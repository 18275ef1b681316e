// The contract suite in a real page, against the real daily-js (see daily-contract.spec.ts).
import Daily from '@daily-co/daily-js';
import { CONTRACT, type ContractCall, type DailyLibrary } from '../contract/daily-contract';

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
    /** Runs one case of the contract; resolves with its failure, if any. */
    runContractCase(name: string): Promise<{ ok: boolean; message?: string }>;
  }
}

window.runContractCase = async (name) => {
  const contractCase = CONTRACT.find((c) => c.name === name);
  if (!contractCase) return { ok: false, message: `no case named "${name}"` };
  try {
    await contractCase.run(library, {
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      now: () => performance.now(),
    });
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof Error ? `${error.message}\n${error.stack}` : String(error),
    };
  }
};
