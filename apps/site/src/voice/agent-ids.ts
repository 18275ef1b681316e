/**
 * Assistant ids of the three sample agents: each card has a fixed id
 * (docs/requirements.md#the-live-demo), and the orb uses the healthcare one
 * (docs/requirements.md#the-voice-orb). They are configuration: each can be overridden at build
 * time, and the defaults are the ids the local platform simulator scripts a conversation for. Kept
 * apart from the cards' content so the orb's first-load code stays small.
 */

/** Which sample agent a card or the orb is bound to. */
export type AgentKind = 'healthcare' | 'hotel' | 'restaurant';

/** Default assistant ids (the local simulator knows these). */
export const DEFAULT_AGENT_IDS: Readonly<Record<AgentKind, string>> = {
  healthcare: '5a9d1c3e-7b2f-4e8a-9c61-0d4b7e2f1a01',
  hotel: '5a9d1c3e-7b2f-4e8a-9c61-0d4b7e2f1a02',
  restaurant: '5a9d1c3e-7b2f-4e8a-9c61-0d4b7e2f1a03',
};

type AgentEnv = Pick<
  ImportMetaEnv,
  'VITE_AGENT_HEALTHCARE_ID' | 'VITE_AGENT_HOTEL_ID' | 'VITE_AGENT_RESTAURANT_ID'
>;

/** Resolves the assistant ids from the build environment, falling back to the defaults. */
export function agentIds(env: AgentEnv = import.meta.env): Record<AgentKind, string> {
  const pick = (value: string | undefined, fallback: string) => value?.trim() || fallback;
  return {
    healthcare: pick(env.VITE_AGENT_HEALTHCARE_ID, DEFAULT_AGENT_IDS.healthcare),
    hotel: pick(env.VITE_AGENT_HOTEL_ID, DEFAULT_AGENT_IDS.hotel),
    restaurant: pick(env.VITE_AGENT_RESTAURANT_ID, DEFAULT_AGENT_IDS.restaurant),
  };
}
