import { useLocation } from 'react-router';
import { brand } from '../brand';
import { HeroSection } from '../sections/hero-section';
import { type SectionLoader, WhenNearView } from '../sections/when-near-view';
import { PageHead } from '../seo/page-head';
import { LiveDemoSection } from '../voice/live-demo-section';
import { VoiceProvider } from '../voice/voice-provider';

// Below the fold: loaded as they come near the viewport, not with the first paint. The
// placeholders match the sections' measured heights at phone, tablet and desktop widths.
const loadFeatures: SectionLoader = () =>
  import('../sections/features-section').then((m) => m.FeaturesSection);
const loadBookings: SectionLoader = () =>
  import('../sections/booking-section').then((m) => m.BookingSection);
const loadLeads: SectionLoader = () =>
  import('../sections/lead-section').then((m) => m.LeadSection);

/** Route / (SPEC §2): hero, live demo, features, bookings, leads. The footer is the layout's. */
export function HomePage() {
  // A link to #cost-comparison must find the real section, not a placeholder.
  const eager = useLocation().hash === '#cost-comparison';
  return (
    <>
      <PageHead
        title={`${brand.name} — AI voice agents for your front desk`}
        description="AI voice and messaging agents that answer every call, book appointments and cut front-desk costs by 80%. Try a live call in your browser."
        path="/"
      />
      {/* The orb and the live demo share one voice call. */}
      <VoiceProvider>
        <HeroSection />
        <LiveDemoSection />
      </VoiceProvider>
      <WhenNearView
        load={loadFeatures}
        eager={eager}
        placeholder={
          <section
            id="cost-comparison"
            aria-busy="true"
            className="min-h-[100rem] bg-white md:min-h-[87rem] lg:min-h-[64rem]"
          />
        }
      />
      <WhenNearView
        load={loadBookings}
        placeholder={
          <section
            aria-busy="true"
            className="min-h-[67rem] bg-slate-50 md:min-h-[61rem] lg:min-h-[40.5rem]"
          />
        }
      />
      <WhenNearView
        load={loadLeads}
        placeholder={
          <section
            aria-busy="true"
            className="min-h-[79rem] bg-white md:min-h-[76rem] lg:min-h-[52.5rem]"
          />
        }
      />
    </>
  );
}
