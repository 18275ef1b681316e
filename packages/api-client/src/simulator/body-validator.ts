// Checks a JSON request body against its route's schema in the platform's document, with Ajv, and
// words each problem as the platform's validation does (`name must be a string`). The schemas are
// the snapshot's, converted to JSON Schema ahead of time (`body-schemas.gen.json`). The simulator
// loads this module on the first body it checks, so a test that sends none never pays for it.
import type Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import schemas from './body-schemas.gen.json';
import { documentAjv } from './document-ajv';

/** What a route's body must be: its schema, and whether it may be left out. */
interface BodyRule {
  schema: Record<string, unknown>;
  required: boolean;
}

const RULES = schemas.routes as Record<string, BodyRule>;
let ajv: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

function validatorOf(key: string, rule: BodyRule): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    if (!ajv) {
      // every problem, each referenced schema compiled once and not inlined, and no optimising
      // pass or meta-schema check (the schemas are generated): halves the first compile
      ajv = documentAjv({
        allErrors: true,
        inlineRefs: false,
        validateSchema: false,
        code: { optimize: false },
      });
      ajv.addSchema(schemas.components);
    }
    validate = ajv.compile(rule.schema);
    compiled.set(key, validate);
  }
  return validate;
}

/** A type in the platform's words: `a string`, `an integer number`. */
const A_TYPE: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer number',
  boolean: 'a boolean value',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** One problem Ajv found, worded as the platform's validation words it. */
function wording(error: ErrorObject): string {
  const at = error.instancePath.slice(1).replaceAll('/', '.');
  const field = (name?: unknown) =>
    [at, name].filter((part) => part !== '' && part !== undefined).join('.');
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return `${field(params.missingProperty)} should not be empty`;
    case 'additionalProperties':
      return `property ${field(params.additionalProperty)} should not exist`;
    case 'type': {
      const types = String(params.type).split(',');
      return `${field()} must be ${types.map((type) => A_TYPE[type] ?? type).join(' or ')}`;
    }
    case 'enum':
      return `${field()} must be one of the following values: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `${field()} must be equal to ${String(params.allowedValue)}`;
    case 'format':
      return `${field()} must be a valid ${params.format}`;
    case 'minimum':
      return `${field()} must not be less than ${params.limit}`;
    case 'maximum':
      return `${field()} must not be greater than ${params.limit}`;
    case 'minLength':
      return `${field()} must be longer than or equal to ${params.limit} characters`;
    case 'maxLength':
      return `${field()} must be shorter than or equal to ${params.limit} characters`;
    case 'minItems':
      return `${field()} must contain at least ${params.limit} elements`;
    case 'maxItems':
      return `${field()} must contain no more than ${params.limit} elements`;
    case 'pattern':
      return `${field()} must match ${params.pattern} regular expression`;
    default:
      return `${field() || 'body'} ${error.message ?? 'is invalid'}`;
  }
}

/**
 * Compiles the checks of `keys` (every route with a body schema by default) ahead of their first
 * request: the first compile of a large schema takes seconds.
 */
export function prepareBodyChecks(keys: readonly string[] = Object.keys(RULES)): void {
  for (const key of keys) {
    const rule = RULES[key];
    if (rule) validatorOf(key, rule);
  }
}

/** Whether an error says that a value is not `null` (the other side of a nullable value). */
const notNull = (error: ErrorObject) => error.keyword === 'type' && error.params.type === 'null';

/**
 * What is wrong with the JSON body of a request to `key` (`'POST /assistant'`), in the platform's
 * words: `[]` when the body fits, or when the document gives the route no schema. `sent` is
 * whether the request carried a body at all.
 */
export function bodyProblems(key: string, body: unknown, sent: boolean): string[] {
  const rule = RULES[key];
  if (!rule) return [];
  if (!sent) return rule.required ? ['Request body is required.'] : [];
  const validate = validatorOf(key, rule);
  if (validate(body)) return [];
  const errors = (validate.errors ?? []).filter(
    (error) =>
      // a union chosen by its tag reports the member that failed, then that its branch failed;
      // a nullable value that is neither reports what it should be, then that it is not null
      error.keyword !== 'if' && error.keyword !== 'anyOf' && !notNull(error),
  );
  const messages = [...new Set(errors.map(wording))];
  return messages.length ? messages : ['Request body is invalid.'];
}
