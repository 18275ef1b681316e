// Local-only credentials of the local stack. They are public, fixed so that the site's .env, the
// tests and the README can name them, and must NEVER be used for a real project.

/** HS256 secret PostgREST uses to verify the keys below (local only). */
export const LOCAL_JWT_SECRET = 'local-stack-jwt-secret-never-use-in-production';

/** The anonymous (public) key: a JWT with role `anon`, valid until 2036 (local only). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJsb2NhbC1zdGFjayIsInJvbGUiOiJhbm9uIiwiaWF0IjoxNzY3MjI1NjAwLCJleHAiOjIwODI3NTg0MDB9.OVEAYSr3q5FGeu0POxOl8vWVy2DyAwkQZw3urTCi2K4';

/** The service-role key: a JWT with role `service_role`, bypasses row-level security (local only). */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJsb2NhbC1zdGFjayIsInJvbGUiOiJzZXJ2aWNlX3JvbGUiLCJpYXQiOjE3NjcyMjU2MDAsImV4cCI6MjA4Mjc1ODQwMH0.pMAxDA7g6e1PXUJ5k0l1UoEckggeuSxew42uu1iJjmk';

/** The voice platform public key the simulator accepts and the voice-config function hands out (local only). */
export const LOCAL_VOICE_PUBLIC_KEY = 'local-voice-public-key-never-use-in-production';
