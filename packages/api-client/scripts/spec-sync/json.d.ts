// JSON values as the scripts read them from an OpenAPI document. (A JSDoc typedef cannot refer to
// itself through an array, so the recursive type is declared here.)
export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}
