// `npm test` holds that the committed snapshot and types are what the sync makes of the committed
// snapshot: an edit by hand, a changed script or a new openapi-typescript shows up here. Reads
// only the package's own files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveSnapshot } from './derive.mjs';
import { PACKAGE_DIR, renderOutputs, SNAPSHOT_FILE, SYNC_COMMAND } from './outputs.mjs';

const read = (file: string): string => readFileSync(new URL(file, PACKAGE_DIR), 'utf8');

/** Where two texts first differ, as a line number and both lines, or `undefined`. */
function firstDifference(committed: string, expected: string): string | undefined {
  if (committed === expected) return undefined;
  const a = committed.split('\n');
  const b = expected.split('\n');
  const line = a.findIndex((text, index) => text !== b[index]);
  const at = line === -1 ? a.length : line;
  return `line ${at + 1}: committed ${JSON.stringify(a[at])}, expected ${JSON.stringify(b[at])}`;
}

describe('the committed spec output', async () => {
  const { snapshot } = deriveSnapshot(JSON.parse(read(SNAPSHOT_FILE)));
  const outputs = await renderOutputs(snapshot);

  it.each(Object.keys(outputs))('%s is what the sync makes of the snapshot', (file) => {
    const difference = firstDifference(read(file), outputs[file] ?? '');
    expect(
      difference,
      `${file} differs from what the sync makes (${difference}). Run \`${SYNC_COMMAND}\``,
    ).toBeUndefined();
  });
});
