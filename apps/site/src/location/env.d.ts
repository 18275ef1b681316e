/// <reference types="vite/client" />

/** Build-time settings of the background location lookup. */
interface ImportMetaEnv {
  /** IP-geolocation JSON endpoint answering `country_name` and `country_code`. */
  readonly VITE_GEOLOCATION_URL?: string;
}
