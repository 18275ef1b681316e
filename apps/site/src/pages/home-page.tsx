import { brand } from '../brand';
import { Island } from '../islands/island';
import { BookingSection } from '../sections/booking-section';
import { FeaturesSection } from '../sections/features-section';
import { HeroSection } from '../sections/hero-section';
import { LeadSection } from '../sections/lead-section';
import { PageHead } from '../seo/page-head';

/**
 * Route / (docs/requirements.md#the-home-page): hero, live demo, features, bookings, leads. The
 * footer is the layout's.
 */
export function HomePage() {
  return (
    <>
      <PageHead
        title={`${brand.name} — AI voice agents for your front desk`}
        description="AI voice and messaging agents that answer every call, book appointments and cut front-desk costs by 80%. Try a live call in your browser."
        path="/"
      />
      <HeroSection />
      <Island name="live-demo" hydrateOn="visible" />
      <FeaturesSection />
      <BookingSection />
      <LeadSection />
    </>
  );
}
