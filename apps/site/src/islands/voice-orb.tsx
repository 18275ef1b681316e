import { VoiceOrb } from '../voice/voice-orb';
import { VoiceProvider } from '../voice/voice-provider';

/**
 * The hero's voice orb: a root of its own, on the page's one voice call (shared with the live demo
 * through the voice hub). The hero around it is plain HTML: nothing else of it needs a script.
 */
export default function VoiceOrbIsland() {
  return (
    <VoiceProvider>
      <VoiceOrb />
    </VoiceProvider>
  );
}
