import type { ResourceBase } from './common';

/** Body of `POST /file/upload`: one file, sent as multipart form data. */
export interface UploadFileRequest {
  file: Blob;
  /** File name sent with the part; defaults to the `File`'s own name. */
  filename?: string;
}

/** Body of `POST /file`: multipart when `file` is given, JSON otherwise. */
export interface CreateFileRequest {
  file?: Blob;
  filename?: string;
  name?: string;
  [key: string]: unknown;
}

/** Body of `PATCH /file/{id}`. */
export interface UpdateFileRequest {
  name?: string;
  [key: string]: unknown;
}

/** A stored file (knowledge-base source, audio, …). */
export interface PlatformFile extends ResourceBase {
  name?: string;
  originalName?: string;
  bytes?: number;
  mimetype?: string;
  url?: string;
  status?: 'processing' | 'done' | 'failed';
  purpose?: string;
}
