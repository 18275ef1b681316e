// What the spec-sync tests share: the hand-written fixture and JSON Pointer helpers.
import { readFileSync } from 'node:fs';
import type { Json, JsonObject } from './json';

/** A fresh copy of `spec/fixture.openapi.json`, a small document with each defect shape. */
export const loadFixture = (): JsonObject =>
  JSON.parse(readFileSync(new URL('../../spec/fixture.openapi.json', import.meta.url), 'utf8'));

/** The unescaped segments of a `#/…` JSON Pointer. */
const segments = (pointer: string): string[] =>
  pointer
    .replace(/^#\//, '')
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));

/** The value under one segment, or `undefined`. */
const child = (node: Json | undefined, segment: string): Json | undefined => {
  if (typeof node !== 'object' || node === null) return undefined;
  return Array.isArray(node) ? node[Number(segment)] : node[segment];
};

/** The value at a `#/…` JSON Pointer, or `undefined`. */
export const valueAt = (document: Json, pointer: string): Json | undefined =>
  segments(pointer).reduce<Json | undefined>(child, document);

/** A copy of `document` with the value at each pointer replaced by a marker. */
export function withMarkers(document: JsonObject, pointers: readonly string[]): JsonObject {
  const copy = structuredClone(document);
  for (const pointer of pointers) {
    const path = segments(pointer);
    const last = path.pop() ?? '';
    const parent = path.reduce<Json | undefined>(child, copy);
    if (typeof parent !== 'object' || parent === null || Array.isArray(parent)) {
      throw new Error(`no object holds ${pointer}`);
    }
    parent[last] = '(marked)';
  }
  return copy;
}
