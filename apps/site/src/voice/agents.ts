/**
 * The three sample agents of the live demo (docs/requirements.md#the-live-demo): what each card
 * shows. Their assistant ids are configuration, in `agent-ids.ts`.
 */
import { type AgentKind, agentIds } from './agent-ids';

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
