// Entry point that Supabase's edge runtime (and apps/local-stack) runs. The logic lives in
// handler.ts; this file only binds it to the server and to the function's secrets.
import { handleVoiceConfig } from './handler.ts';

Deno.serve((request: Request) =>
  handleVoiceConfig(request, {
    VAPI_PUBLIC_KEY: Deno.env.get('VAPI_PUBLIC_KEY'),
    VAPI_API_BASE_URL: Deno.env.get('VAPI_API_BASE_URL'),
  }),
);
