import { answers, body, query, route } from '../core/route';
import type {
  CreateSessionRequest,
  Session,
  SessionPage,
  SessionPageQuery,
  UpdateSessionRequest,
} from '../types/session';

// The session routes.

export const createSession = route('POST /session', body<CreateSessionRequest, Session>());
export const listSessions = route('GET /session', query<SessionPageQuery, SessionPage>());
export const getSession = route('GET /session/{id}', answers<Session>());
export const updateSession = route('PATCH /session/{id}', body<UpdateSessionRequest, Session>());
export const deleteSession = route('DELETE /session/{id}', answers<Session>());
