import { answers, body, form, query, route } from '../core/route';
import type {
  CreateFileRequest,
  ListFilesQuery,
  PlatformFile,
  UpdateFileRequest,
  UploadFileRequest,
} from '../types/files';

// The file routes; `POST /file` takes form data with a file, JSON without one.

export const uploadFile = route('POST /file/upload', form<UploadFileRequest, PlatformFile>());
export const createFile = route('POST /file', form<CreateFileRequest, PlatformFile>());
export const listFiles = route('GET /file', query<ListFilesQuery, PlatformFile[]>());
export const getFile = route('GET /file/{id}', answers<PlatformFile>());
export const updateFile = route('PATCH /file/{id}', body<UpdateFileRequest, PlatformFile>());
export const deleteFile = route('DELETE /file/{id}', answers<PlatformFile>());
