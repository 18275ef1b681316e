// Vitest's global setup: a folder where each test file that checks the bodies it sends
// (`useBodyCheck`) leaves its counts, and, after the run, their sum printed with the other results.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/** What one test file's bodies came to. */
export interface BodyTally {
  /** Bodies the simulator took, checked against their route's request schema. */
  checked: number;
  /** Bodies the simulator refused (a test of that refusal): not checked. */
  refused: number;
  /** Bodies of routes whose body has no schema in the document. */
  withoutSchema: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the test files leave their {@link BodyTally}. */
    bodyReportDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'api-client-bodies-'));
  project.provide('bodyReportDir', dir);
  return () => {
    const tallies = readdirSync(dir).map(
      (file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as BodyTally,
    );
    rmSync(dir, { recursive: true, force: true });
    const sum = (field: keyof BodyTally) => tallies.reduce((total, t) => total + t[field], 0);
    console.info(
      `Request bodies the package's tests sent to the simulated platform (${tallies.length} ` +
        `test files): ${sum('checked')} checked against the snapshot's request schemas, ` +
        `${sum('refused')} refused by the simulator and not checked, ` +
        `${sum('withoutSchema')} to routes whose body has no schema in the document.`,
    );
  };
}
