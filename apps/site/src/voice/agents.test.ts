import { describe, expect, it } from 'vitest';
import { agentIds, DEFAULT_AGENT_IDS } from './agent-ids';
import { demoAgents } from './agents';

describe('agent ids: fixed assistant ids, configurable', () => {
  it('falls back to the defaults the local simulator knows', () => {
    expect(agentIds({})).toEqual(DEFAULT_AGENT_IDS);
  });

  it('takes each id from the build environment when set', () => {
    expect(agentIds({ VITE_AGENT_HOTEL_ID: ' hotel-42 ', VITE_AGENT_HEALTHCARE_ID: '' })).toEqual({
      ...DEFAULT_AGENT_IDS,
      hotel: 'hotel-42',
    });
  });

  it('lists the three cards in order, each with its own id and clip', () => {
    const agents = demoAgents(DEFAULT_AGENT_IDS);
    expect(agents.map((agent) => agent.name)).toEqual([
      'Healthcare Receptionist',
      'Hotel Concierge',
      'Restaurant Reservation',
    ]);
    expect(new Set(agents.map((agent) => agent.agentId)).size).toBe(3);
    expect(agents.map((agent) => agent.media)).toEqual([
      '/media/agent-healthcare',
      '/media/agent-hotel',
      '/media/agent-restaurant',
    ]);
  });
});
