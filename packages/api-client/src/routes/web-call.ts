import { body, route } from '../core/route';
import type { CreateWebCallRequest, WebCallResponse } from '../types/call';

// `POST /call/web`, in a module of its own so that the web-call client pulls in no other route.

export const createWebCall = route('POST /call/web', body<CreateWebCallRequest, WebCallResponse>());
