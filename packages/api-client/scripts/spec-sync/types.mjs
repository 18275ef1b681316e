// TypeScript types from the snapshot, with openapi-typescript: interfaces and unions only (no
// enums, no values), so importing them adds nothing to any bundle.
import openapiTS, { astToString } from 'openapi-typescript';

/**
 * @typedef {import('./walk.mjs').JsonObject} JsonObject
 */

/**
 * The generator's options, chosen so that the types do not promise more than the platform does.
 * @type {import('openapi-typescript').OpenAPITSOptions}
 */
export const OPENAPI_TS_OPTIONS = {
  // A field with a `default` stays optional unless the schema lists it in `required`. With the
  // generator's own default (true) such fields become required everywhere: responses would claim
  // fields the platform may omit, and request bodies in `components` would demand fields the
  // platform fills in itself.
  defaultNonNullable: false,
  // `type: object` with no properties is a bag the document does not describe:
  // `Record<string, unknown>` lets a reader look inside, where the default
  // `Record<string, never>` would say it is always empty.
  emptyObjectsUnknown: true,
  // Enums as unions of string literals. `true` would emit TypeScript `enum`s, which are values
  // that end up in bundles.
  enum: false,
  // Objects keep to their listed properties here; how open a response type is to newer fields is
  // decided where the client aliases these types, not by an index signature on every object.
  additionalProperties: false,
  silent: true,
};

/** The first lines of the generated file: where it comes from and how to make it again. */
export const TYPES_HEADER = `// Generated from spec/openapi.gen.json by \`pnpm --filter @org/api-client spec:sync\` with
// openapi-typescript; do not edit. Types only: importing them adds nothing to a bundle.

`;

/**
 * The generated TypeScript source for a snapshot.
 * @param {JsonObject} snapshot
 * @returns {Promise<string>}
 */
export async function generateTypes(snapshot) {
  const copy = /** @type {unknown} */ (structuredClone(snapshot));
  const source = /** @type {import('openapi-typescript').OpenAPI3} */ (copy);
  const ast = await openapiTS(source, OPENAPI_TS_OPTIONS);
  return `${TYPES_HEADER}${astToString(ast)}`;
}
