import { answers, body, query, route } from '../core/route';
import type {
  CreateSquadRequest,
  ListSquadsQuery,
  Squad,
  UpdateSquadRequest,
} from '../types/squad';

// The squad routes.

export const createSquad = route('POST /squad', body<CreateSquadRequest, Squad>());
export const listSquads = route('GET /squad', query<ListSquadsQuery, Squad[]>());
export const getSquad = route('GET /squad/{id}', answers<Squad>());
export const updateSquad = route('PATCH /squad/{id}', body<UpdateSquadRequest, Squad>());
export const deleteSquad = route('DELETE /squad/{id}', answers<Squad>());
