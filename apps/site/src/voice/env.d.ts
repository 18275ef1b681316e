/// <reference types="vite/client" />

/** Build-time settings of the voice demo (all optional; see `agents.ts` for the defaults). */
interface ImportMetaEnv {
  /** Assistant id the orb and the Healthcare Receptionist card call. */
  readonly VITE_AGENT_HEALTHCARE_ID?: string;
  /** Assistant id of the Hotel Concierge card. */
  readonly VITE_AGENT_HOTEL_ID?: string;
  /** Assistant id of the Restaurant Reservation card. */
  readonly VITE_AGENT_RESTAURANT_ID?: string;
}
