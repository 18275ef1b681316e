import { HeroSection } from '../sections/hero-section';
import { LiveDemoSection } from '../voice/live-demo-section';
import { VoiceProvider } from '../voice/voice-provider';

/**
 * The hero and the live demo of /, one island because the orb and the demo share the page's one
 * voice call (`@org/web-call/react`'s provider holds it for both). The demo's cards load when the
 * section comes near the screen; the voice client loads on the first use of the orb or a card, or
 * once the demo is on screen and the page is idle.
 */
export default function VoiceIsland() {
  return (
    <VoiceProvider>
      <HeroSection />
      <LiveDemoSection />
    </VoiceProvider>
  );
}
