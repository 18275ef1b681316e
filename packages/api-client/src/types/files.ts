import type { Named, QueryOf, Schemas } from './common';

/**
 * Body of `POST /file/upload`: one file, sent as multipart form data. Its one field is the
 * schema's `file` (`POST /file`'s), given as a `Blob` or `File`.
 */
export interface UploadFileRequest {
  file: Blob;
  /** File name sent with the part; defaults to the `File`'s own name. */
  filename?: string;
}

/** Body of `POST /file`: the schema's one field, `file`, sent as multipart form data. */
export interface CreateFileRequest {
  file: Blob;
  /** File name sent with the part; defaults to the `File`'s own name. */
  filename?: string;
}

/** Body of `PATCH /file/{id}`. */
export type UpdateFileRequest = Named<Schemas['UpdateFileDTO']>;

/** Filters of `GET /file`. */
export type ListFilesQuery = QueryOf<'FileController_findAll'>;

/** A stored file (knowledge-base source, audio, …). */
export type PlatformFile = Named<Schemas['File']>;
