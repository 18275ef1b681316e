/**
 * The three sample agents of the live demo (SPEC §2 "Live demo section", §3 "Agent card").
 * Assistant ids are configuration: each can be overridden at build time, and the defaults are the
 * ids the local platform simulator scripts a conversation for.
 */

/** Which sample agent a card or the orb is bound to. */
export type AgentKind = 'healthcare' | 'hotel' | 'restaurant';

/** One agent card's content. */
export interface DemoAgent {
  kind: AgentKind;
  /** Platform assistant id passed to `start()`. */
  agentId: string;
  name: string;
  /** One line about what the agent does. */
  description: string;
  /** What the agent handles, shown as short chips. */
  skills: readonly string[];
  /** Base path of the looping clip: `${media}.webm`, `${media}.mp4` and the `${media}.jpg` poster. */
  media: string;
}

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

/** The cards of the live demo, in display order. */
export function demoAgents(ids: Record<AgentKind, string> = agentIds()): readonly DemoAgent[] {
  return [
    {
      kind: 'healthcare',
      agentId: ids.healthcare,
      name: 'Healthcare Receptionist',
      description:
        'Schedules appointments, answers patient inquiries and suggests the right doctor for the symptoms.',
      skills: ['Appointments', 'Patient inquiries', 'Doctor matching'],
      media: '/media/agent-healthcare',
    },
    {
      kind: 'hotel',
      agentId: ids.hotel,
      name: 'Hotel Concierge',
      description: 'Handles room bookings, shares hotel information and answers guest inquiries.',
      skills: ['Room bookings', 'Hotel info', 'Guest inquiries'],
      media: '/media/agent-hotel',
    },
    {
      kind: 'restaurant',
      agentId: ids.restaurant,
      name: 'Restaurant Reservation',
      description: 'Books tables, answers menu inquiries and takes note of special requests.',
      skills: ['Table bookings', 'Menu inquiries', 'Special requests'],
      media: '/media/agent-restaurant',
    },
  ];
}
