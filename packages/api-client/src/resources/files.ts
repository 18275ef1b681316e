import { toFormData } from '../core/form';
import { send, sendForm } from '../core/route';

/**
 * `POST /file/upload`: uploads one file as multipart form data.
 * @deprecated Use {@link createFile}.
 */
export const uploadFile = sendForm('POST /file/upload', ({ file, filename }) =>
  toFormData({ file }, filename),
);

/**
 * `POST /file`: stores a file. With `file` the body is multipart form data (the other fields
 * become form fields, non-strings as JSON); without it, JSON.
 *
 * @example
 * ```ts
 * const pdf = new File([bytes], 'faq.pdf', { type: 'application/pdf' });
 * const stored = await createFile(core, { file: pdf });
 * ```
 */
export const createFile = sendForm('POST /file', ({ file, filename, ...fields }) => {
  if (!file) return fields;
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value != null) text[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return toFormData({ ...text, file }, filename);
});

/** `GET /file`: lists stored files. */
export const listFiles = send('GET /file', 'query');

/** `GET /file/{id}`: one stored file and its processing status. */
export const getFile = send('GET /file/{id}', '');

/** `PATCH /file/{id}`: renames a file. */
export const updateFile = send('PATCH /file/{id}', 'body');

/** `DELETE /file/{id}`: deletes a file. */
export const deleteFile = send('DELETE /file/{id}', '');

/** The file routes, for `createClient` (`client.files.create()`) or `bindResource`. */
export const files = {
  upload: uploadFile,
  create: createFile,
  list: listFiles,
  get: getFile,
  update: updateFile,
  delete: deleteFile,
};
