import type { Core, RequestOptions } from '../core/core';
import { toFormData } from '../core/form';
import { path } from '../core/url';
import type { ListQuery } from '../types/common';
import type {
  CreateFileRequest,
  PlatformFile,
  UpdateFileRequest,
  UploadFileRequest,
} from '../types/files';

/**
 * `POST /file/upload`: uploads one file as multipart form data.
 * @deprecated Use {@link createFile}.
 */
export const uploadFile = (
  core: Core,
  { file, filename }: UploadFileRequest,
  options?: RequestOptions,
): Promise<PlatformFile> =>
  core.request({
    ...options,
    method: 'POST',
    path: '/file/upload',
    body: toFormData({ file }, filename),
  });

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
export const createFile = (
  core: Core,
  { file, filename, ...fields }: CreateFileRequest,
  options?: RequestOptions,
): Promise<PlatformFile> => {
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value != null) text[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return core.request({
    ...options,
    method: 'POST',
    path: '/file',
    body: file ? toFormData({ ...text, file }, filename) : fields,
  });
};

/** `GET /file`: lists stored files. */
export const listFiles = (
  core: Core,
  query?: ListQuery,
  options?: RequestOptions,
): Promise<PlatformFile[]> => core.request({ ...options, method: 'GET', path: '/file', query });

/** `GET /file/{id}`: one stored file and its processing status. */
export const getFile = (core: Core, id: string, options?: RequestOptions): Promise<PlatformFile> =>
  core.request({ ...options, method: 'GET', path: path`/file/${id}` });

/** `PATCH /file/{id}`: renames a file. */
export const updateFile = (
  core: Core,
  id: string,
  body: UpdateFileRequest,
  options?: RequestOptions,
): Promise<PlatformFile> =>
  core.request({ ...options, method: 'PATCH', path: path`/file/${id}`, body });

/** `DELETE /file/{id}`: deletes a file. */
export const deleteFile = (
  core: Core,
  id: string,
  options?: RequestOptions,
): Promise<PlatformFile> => core.request({ ...options, method: 'DELETE', path: path`/file/${id}` });

/** The file routes, for `createClient` (`client.files.create()`) or `bindResource`. */
export const files = {
  upload: uploadFile,
  create: createFile,
  list: listFiles,
  get: getFile,
  update: updateFile,
  delete: deleteFile,
};
