// The one Ajv set-up for the platform's document, converted to JSON Schema: the simulator's check
// of request bodies and the package's schema tests both use it.
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The formats of OpenAPI 3.0 that JSON Schema lacks: what a value of each must be. The numeric
 * ones get their bounds from the conversion; `binary` is a file part, never in a JSON body.
 */
const OPENAPI_FORMATS = {
  int32: true,
  int64: true,
  float: true,
  double: true,
  byte: /^[\w+/]*={0,2}$/,
  binary: true,
  password: true,
} as const;

/**
 * An Ajv that reads the converted schemas of the platform's document: draft-07 with OpenAPI's
 * formats. `strict` fails the compile of a keyword it does not know (a conversion that missed
 * one); `strictTypes` is off because the document leaves `type: object` out beside `properties`.
 * `options` add to these (`allErrors` lists every problem instead of the first).
 */
export function documentAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ strict: true, strictTypes: false, allowUnionTypes: true, ...options });
  addFormats(ajv);
  for (const [name, format] of Object.entries(OPENAPI_FORMATS)) ajv.addFormat(name, format);
  return ajv;
}
