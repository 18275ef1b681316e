/**
 * The floating orb's call (docs/requirements.md#the-voice-orb), on the page's one voice call shared
 * with the live demo: the configuration is fetched and the client made on the first click (the
 * provider does it), and the orb is a view of its call (`orb-view.ts`).
 */
import { useVolumeLevel } from '@org/web-call/react';
import { useCallback } from 'react';
import { agentIds } from './agent-ids';
import { orbView } from './orb-view';
import { useCall } from './use-call';

/** The orb's view, the assistant's loudness, and the two things a visitor can do. */
export function useOrbCall() {
  const { call, start, end } = useCall('Voice orb');
  const volume = useVolumeLevel();
  const view = orbView(call);
  const startHealthcare = useCallback(() => start(agentIds().healthcare), [start]);
  return {
    ...view,
    volume: view.state === 'connected' ? volume : 0,
    start: startHealthcare,
    stop: end,
  };
}
