import { toFormData } from '../core/form';
import { send } from '../core/route';
import * as routes from '../routes/files';

/**
 * `POST /file/upload`: uploads one file as multipart form data.
 * @deprecated Use {@link createFile}.
 */
export const uploadFile = send(routes.uploadFile, ({ file, filename }) =>
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
export const createFile = send(routes.createFile, ({ file, filename, ...fields }) => {
  if (!file) return fields;
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value != null) text[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return toFormData({ ...text, file }, filename);
});

/** `GET /file`: lists stored files. */
export const listFiles = send(routes.listFiles);

/** `GET /file/{id}`: one stored file and its processing status. */
export const getFile = send(routes.getFile);

/** `PATCH /file/{id}`: renames a file. */
export const updateFile = send(routes.updateFile);

/** `DELETE /file/{id}`: deletes a file. */
export const deleteFile = send(routes.deleteFile);

/** The file routes, for `createClient` (`client.files.create()`) or `bindResource`. */
export const files = {
  upload: uploadFile,
  create: createFile,
  list: listFiles,
  get: getFile,
  update: updateFile,
  delete: deleteFile,
};
