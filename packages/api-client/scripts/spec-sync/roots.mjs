// The component schemas the snapshot keeps beyond those the document's paths reach: the schemas
// the overlay (`src/overlay.ts`) names for the routes the document has no path for, grouped by
// route, and the messages of a web call, which travel over the call's connection rather than a
// route. A name must be in the document and a pattern (`…`, any provider's name) must match at
// least one schema, or the sync fails: a schema renamed upstream is noticed. The overlay is
// TypeScript with no imports at run time: it is transpiled here and loaded on its own.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const source = readFileSync(new URL('../../src/overlay.ts', import.meta.url), 'utf8');
const { outputText } = ts.transpileModule(source, {
  compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
});
/** @type {{ OVERLAY: Record<string, { in: { schemas?: string[] }, out: { schemas?: string[] } }> }} */
const { OVERLAY } = await import(
  `data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`
);

/** A schema name of the overlay as a root: `…Credential[]` matches every provider's credential. */
const root = (/** @type {string} */ name) => {
  const bare = name.replace(/\[\]$/, '');
  return bare.includes('…') ? new RegExp(`^${bare.replace('…', '[A-Za-z0-9]+')}$`) : bare;
};

/**
 * What a web call's client receives (`ClientMessage`, one `ClientMessage…` schema per kind) and
 * what it may send (`ClientInboundMessage`, one `ClientInboundMessage…` per kind): `@org/web-call`
 * types its messages from them (`src/types/client-messages.ts`). The patterns keep a kind the
 * document describes but leaves out of its union.
 */
const MESSAGE_ROOTS = {
  'web-call messages': [
    'ClientMessage',
    'ClientMessage…',
    'ClientInboundMessage',
    'ClientInboundMessage…',
  ],
};

/** @type {Record<string, readonly (string | RegExp)[]>} */
export const EXTRA_ROOTS = {
  ...Object.fromEntries(
    Object.entries(OVERLAY).flatMap(([key, entry]) => {
      const names = [entry.in, entry.out].flatMap((side) => side.schemas ?? []);
      return names.length > 0 ? [[key, names.map(root)]] : [];
    }),
  ),
  ...Object.fromEntries(
    Object.entries(MESSAGE_ROOTS).map(([group, names]) => [group, names.map(root)]),
  ),
};
