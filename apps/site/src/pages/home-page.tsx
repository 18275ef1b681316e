import { BookingSection } from '../sections/booking-section';
import { FeaturesSection } from '../sections/features-section';
import { HeroSection } from '../sections/hero-section';
import { LeadSection } from '../sections/lead-section';
import { LiveDemoSection } from '../voice/live-demo-section';

/** Route / (SPEC §2): hero, live demo, features, bookings, leads. The footer is the layout's. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <LiveDemoSection />
      <FeaturesSection />
      <BookingSection />
      <LeadSection />
    </>
  );
}
