// TypeScript types from the snapshot, with openapi-typescript: interfaces and unions only (no
// enums, no values), so importing them adds nothing to any bundle.
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

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

/** `string & {}`: any string, while editors still suggest the literals beside it. */
const anyOtherString = () =>
  ts.factory.createParenthesizedType(
    ts.factory.createIntersectionTypeNode([
      ts.factory.createKeywordTypeNode(ts.SyntaxKind.StringKeyword),
      ts.factory.createTypeLiteralNode([]),
    ]),
  );

/**
 * Whether `node` is a string literal type, `"a"`: parsed source has a literal type node,
 * openapi-typescript writes the quoted text as an identifier.
 * @param {import('typescript').Node} node
 */
const isStringLiteral = (node) =>
  (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) ||
  (ts.isIdentifier(node) && node.text.startsWith('"'));

/**
 * Opens every string enum of two or more values to values newer than the snapshot:
 * `"a" | "b" | (string & {})`. The platform adds providers, models, statuses and reasons over
 * time, and a client compiled against this snapshot must still accept them, in what it sends and
 * in what it reads. An enum of one value stays that exact literal: it is how the members of a
 * union tell themselves apart (`provider: "openai"` among the models), so that
 * `model.provider === "openai"` narrows. Works on the generated AST, where every enum has become
 * a union of literals, wherever it sits (a property, an array's items, a parameter).
 * @template {import('typescript').Node} T
 * @param {T} root
 * @returns {T}
 */
export function openStringEnums(root) {
  /** @param {import('typescript').TransformationContext} context */
  const transformer = (context) => {
    /** @param {import('typescript').Node} node @returns {import('typescript').Node} */
    const visit = (node) => {
      const visited = ts.visitEachChild(node, visit, context);
      if (!ts.isUnionTypeNode(visited)) return visited;
      const literals = visited.types.filter(isStringLiteral);
      const rest = visited.types.filter((member) => !isStringLiteral(member));
      const onlyNull = rest.every(
        (member) =>
          ts.isLiteralTypeNode(member) && member.literal.kind === ts.SyntaxKind.NullKeyword,
      );
      if (literals.length < 2 || !onlyNull) return visited;
      return ts.factory.updateUnionTypeNode(
        visited,
        ts.factory.createNodeArray([...literals, anyOtherString(), ...rest]),
      );
    };
    return (/** @type {import('typescript').Node} */ node) => visit(node);
  };
  const result = ts.transform(root, [transformer]);
  const [transformed] = result.transformed;
  result.dispose();
  return /** @type {T} */ (transformed);
}

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
  return `${TYPES_HEADER}${astToString(ast.map(openStringEnums))}`;
}
