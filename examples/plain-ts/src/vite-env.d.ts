/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `daily` for a real call; anything else runs against the local simulator. */
  readonly VITE_WEB_CALL_MODE?: string;
  /** The platform's public key (the local stack's by default). */
  readonly VITE_WEB_CALL_PUBLIC_KEY?: string;
  /** The assistant to call. */
  readonly VITE_WEB_CALL_ASSISTANT_ID?: string;
  /** The platform's API origin (the local stack's in simulated mode). */
  readonly VITE_WEB_CALL_API_BASE_URL?: string;
}
