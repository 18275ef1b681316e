/** A value of a multipart field: text, a file, or several of either (the name repeats). */
export type FormValue = string | Blob | readonly (string | Blob)[] | undefined;

/**
 * Builds multipart form data; `undefined` fields are skipped and arrays repeat their name.
 * `filename` names the file parts whose `Blob` has no name of its own.
 */
export function toFormData(fields: Record<string, FormValue>, filename?: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      if (typeof item === 'string') form.append(name, item);
      else form.append(name, item, filename ?? (item as File).name ?? 'blob');
    }
  }
  return form;
}
