import { answers, body, query, route } from '../core/route';
import type { ListQuery } from '../types/common';
import type { CreateSquadRequest, Squad, UpdateSquadRequest } from '../types/squad';

// The squad routes.

export const createSquad = route('POST /squad', body<CreateSquadRequest, Squad>());
export const listSquads = route('GET /squad', query<ListQuery, Squad[]>());
export const getSquad = route('GET /squad/{id}', answers<Squad>());
export const updateSquad = route('PATCH /squad/{id}', body<UpdateSquadRequest, Squad>());
export const deleteSquad = route('DELETE /squad/{id}', answers<Squad>());
