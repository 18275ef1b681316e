// The files the sync writes, relative to the package, and their contents for a snapshot.
import { serializeSnapshot } from './derive.mjs';
import { generateTypes } from './types.mjs';

/**
 * @typedef {import('./walk.mjs').JsonObject} JsonObject
 */

/** The folder of `@org/api-client`, which the paths below are relative to. */
export const PACKAGE_DIR = new URL('../../', import.meta.url);

/** The description-free snapshot of the platform's document, the input of everything else. */
export const SNAPSHOT_FILE = 'spec/openapi.gen.json';

/** The types generated from the snapshot: `paths`, `operations`, `components['schemas']`. */
export const TYPES_FILE = 'src/generated/openapi.gen.ts';

/**
 * The command, run from the repository root, that writes both again from the committed snapshot,
 * for messages that tell a reader what to run.
 */
export const SYNC_COMMAND = `pnpm --filter @org/api-client spec:sync packages/api-client/${SNAPSHOT_FILE}`;

/**
 * The text of each output file for a snapshot, by its path in the package.
 * @param {JsonObject} snapshot
 * @returns {Promise<Record<string, string>>}
 */
export async function renderOutputs(snapshot) {
  return {
    [SNAPSHOT_FILE]: serializeSnapshot(snapshot),
    [TYPES_FILE]: await generateTypes(snapshot),
  };
}
