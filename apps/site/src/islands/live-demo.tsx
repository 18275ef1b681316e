import { LiveDemoSection } from '../voice/live-demo-section';
import { VoiceProvider } from '../voice/voice-provider';

/**
 * The live demo: a root of its own, on the page's one voice call (shared with the orb through the
 * voice hub), hydrated once it comes near the screen. Its cards load then too; the voice client
 * loads on the first use of a card, or once the demo is on screen and the page is idle.
 */
export default function LiveDemoIsland() {
  return (
    <VoiceProvider>
      <LiveDemoSection />
    </VoiceProvider>
  );
}
