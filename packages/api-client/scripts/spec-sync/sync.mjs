// pnpm --filter @org/api-client spec:sync <path to openapi.json>
//
// Derives the committed snapshot (spec/openapi.gen.json) from the platform's OpenAPI document and
// generates the types (src/generated/openapi.gen.ts) from it. Prints each repair it made and what
// it kept. Given the committed snapshot itself, it writes the same files again.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countDocument, deriveSnapshot } from './derive.mjs';
import { PACKAGE_DIR, renderOutputs } from './outputs.mjs';
import { escapePointer, isObject } from './walk.mjs';

const [input] = process.argv.slice(2);
if (!input) {
  console.error('Usage: pnpm --filter @org/api-client spec:sync <path to openapi.json>');
  process.exit(2);
}

// pnpm runs the script in the package folder; a relative path means one from where pnpm was run.
const inputPath = resolve(process.env.INIT_CWD ?? process.cwd(), input);
/** @type {import('./walk.mjs').JsonObject} */
let document;
/** @type {ReturnType<typeof deriveSnapshot>} */
let derived;
try {
  document = JSON.parse(await readFile(inputPath, 'utf8'));
  derived = deriveSnapshot(document);
} catch (error) {
  // a missing file, bad JSON, a defect no rule covers, a root or reference with no target:
  // the message says which; nothing is written
  console.error(`spec:sync: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const { snapshot, repairs, roots } = derived;

console.log(`Read ${inputPath}`);
const before = countDocument(document);
console.log(
  `  ${before.paths} paths, ${before.operations} operations, ${before.schemas} component schemas`,
);
const components = isObject(snapshot.components) ? snapshot.components : {};
const keptSchemas = isObject(components.schemas) ? components.schemas : {};
const keptPointers = new Set(
  Object.keys(keptSchemas).map((name) => `#/components/schemas/${escapePointer(name)}`),
);
/** Whether a repair is in the snapshot: the component schema it sits in is kept. */
const isKept = (/** @type {string} */ pointer) =>
  keptPointers.has(pointer.split('/').slice(0, 4).join('/'));
console.log(
  `Repaired ${repairs.length} defects (${repairs.filter((r) => isKept(r.pointer)).length} in schemas the snapshot keeps):`,
);
for (const { pointer, defect, change } of repairs) {
  console.log(`  ${pointer}  ${defect}: ${change}${isKept(pointer) ? '' : ' (schema not kept)'}`);
}
const after = countDocument(snapshot);
console.log(
  `Kept ${after.paths} paths, ${after.operations} operations, ${after.schemas} component schemas` +
    ` (${roots.length} named as roots for routes with no path), without prose`,
);

for (const [file, text] of Object.entries(await renderOutputs(snapshot))) {
  const path = fileURLToPath(new URL(file, PACKAGE_DIR));
  const previous = await readFile(path, 'utf8').catch(() => undefined);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
  const size = `${Math.round(Buffer.byteLength(text) / 1024)} KB`;
  console.log(`${previous === text ? 'Unchanged' : 'Wrote'} ${file} (${size})`);
}
