import { Button } from '@org/ui/components/button';
import { Reveal } from '@org/ui/components/reveal';
import { BellRing, CalendarCheck, ExternalLink, ShieldCheck, Stethoscope } from 'lucide-react';
import { brand } from '../brand';
import { Island } from '../islands/island';
import { SectionHeading } from '../sections/section-heading';
import { PageHead } from '../seo/page-head';
import { absoluteUrl } from '../seo/page-meta';
import { StructuredData } from '../seo/structured-data';

const DESCRIPTION =
  'A dental AI receptionist that answers every patient call 24/7, books and reschedules appointments, sends recalls and handles after-hours triage.';

/** The dental claims, as the four stat tiles (docs/requirements.md#the-dental-page). */
export const DENTAL_STATS = [
  { value: '95%', label: 'Call answer rate' },
  { value: '2.5k+', label: 'Patients served' },
  { value: '24/7', label: 'Always available' },
  { value: '40%', label: 'More bookings' },
] as const;

const TASKS = [
  {
    icon: CalendarCheck,
    title: 'Books and reschedules',
    text: 'Finds the right chair and hygienist and books the slot while the patient is on the line.',
  },
  {
    icon: BellRing,
    title: 'Reminders and recalls',
    text: 'Calls and texts patients before visits and when their six-month check-up is due.',
  },
  {
    icon: Stethoscope,
    title: 'Triage after hours',
    text: 'Recognises a dental emergency, gives first guidance and alerts the on-call dentist.',
  },
  {
    icon: ShieldCheck,
    title: 'Insurance questions',
    text: 'Answers coverage and payment questions from your own practice information.',
  },
];

/** The "Get Dental Solution" link: the external form, in a new tab, without an opener. */
function GetDentalSolution({ className }: { className?: string }) {
  return (
    <Button asChild variant="custom" size="lg" className={className}>
      <a href={brand.dentalFormUrl} target="_blank" rel="noopener noreferrer">
        Get Dental Solution
        <ExternalLink aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Button>
  );
}

/** Route /dental-ai-receptionist (docs/requirements.md#the-dental-page). */
export function DentalPage() {
  return (
    <>
      <PageHead
        title={`Dental AI receptionist — ${brand.name}`}
        description={DESCRIPTION}
        path="/dental-ai-receptionist"
      />
      <StructuredData
        data={{
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: 'Dental AI receptionist',
          serviceType: 'AI receptionist for dental practices',
          description: DESCRIPTION,
          url: absoluteUrl('/dental-ai-receptionist'),
          audience: { '@type': 'BusinessAudience', audienceType: 'Dental practices' },
          provider: { '@type': 'Organization', name: brand.name, url: absoluteUrl('/') },
          areaServed: 'Worldwide',
          availableChannel: { '@type': 'ServiceChannel', name: 'Phone, text and web chat' },
        }}
      />
      <section
        aria-labelledby="dental-title"
        className="relative isolate overflow-hidden bg-ink pt-28 pb-20 text-white sm:pt-36 sm:pb-28"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,rgb(20_184_166/0.28),transparent_50%),radial-gradient(ellipse_at_bottom_right,rgb(99_102_241/0.35),transparent_55%)]"
        />
        <div className="mx-auto grid max-w-6xl items-center gap-16 px-4 sm:px-6 lg:grid-cols-[1.1fr_0.9fr] lg:px-8">
          <div>
            <p className="text-sm font-semibold tracking-wide text-teal-300 uppercase">
              Dental AI receptionist
            </p>
            <h1
              id="dental-title"
              className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl"
            >
              A front desk that never puts a patient on hold
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">
              {brand.name} answers every call to your practice, books appointments into your
              schedule and keeps recalls on track, day and night.
            </p>
            <GetDentalSolution className="mt-9" />
          </div>
          <PhoneMockup />
        </div>
      </section>

      <section
        aria-label="Results"
        className="relative z-10 mx-auto -mt-10 max-w-6xl px-4 sm:px-6 lg:px-8"
      >
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {DENTAL_STATS.map((stat, index) => (
            <Reveal asChild key={stat.label} delay={index * 80}>
              <li
                data-testid="dental-stat"
                className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-soft"
              >
                <p className="bg-linear-to-r from-brand to-brand-violet bg-clip-text text-4xl font-bold tracking-tight text-transparent sm:text-5xl">
                  {stat.value}
                </p>
                <p className="mt-2 text-sm font-medium text-slate-600">{stat.label}</p>
              </li>
            </Reveal>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="dental-tasks"
        className="below-fold bg-white py-20 [--below-fold-size:86.25rem] sm:py-28 md:[--below-fold-size:57.75rem] lg:[--below-fold-size:45.75rem]"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <Reveal>
            <SectionHeading
              id="dental-tasks"
              eyebrow="What it handles"
              title="Built for the way dental practices run"
            />
          </Reveal>
          <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {TASKS.map((task, index) => (
              <Reveal asChild key={task.title} delay={index * 80}>
                <li className="rounded-2xl border border-slate-200 p-6">
                  <span className="grid size-11 place-items-center rounded-xl bg-teal-50 text-teal-700">
                    <task.icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="mt-5 font-semibold text-slate-950">{task.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-slate-600">{task.text}</p>
                </li>
              </Reveal>
            ))}
          </ul>
          <Reveal className="mt-16 flex flex-col items-center gap-4 rounded-3xl bg-brand-soft px-6 py-12 text-center">
            <h2 className="text-2xl font-bold tracking-tight text-slate-950">
              Ready to stop missing patient calls?
            </h2>
            <p className="max-w-lg text-slate-600">
              Tell us about your practice and we will set up your receptionist.
            </p>
            <GetDentalSolution className="mt-2" />
          </Reveal>
        </div>
      </section>
    </>
  );
}

/**
 * A phone showing an incoming AI call. Its button (an island, for its tooltip) is a prop, not a
 * feature: it does nothing.
 */
function PhoneMockup() {
  return (
    <div className="mx-auto w-full max-w-[18rem]">
      <div className="relative rounded-[2.75rem] border border-white/15 bg-slate-900 p-3 shadow-[0_40px_80px_-20px_rgb(20_184_166/0.35)]">
        <div className="absolute top-5 left-1/2 h-5 w-24 -translate-x-1/2 rounded-full bg-black" />
        <div className="flex aspect-[9/18] flex-col items-center rounded-[2.25rem] bg-linear-to-b from-slate-800 to-slate-950 px-6 pt-16 pb-8 text-center">
          <p className="text-xs font-medium tracking-widest text-teal-300 uppercase">
            Bright Smile Dental
          </p>
          <div className="relative mt-8 grid size-24 place-items-center">
            <span className="absolute inset-0 animate-ping rounded-full bg-teal-400/20 motion-reduce:animate-none" />
            <span className="grid size-24 place-items-center rounded-full bg-linear-to-br from-teal-400 to-indigo-500 text-white">
              <Stethoscope aria-hidden="true" className="size-10" />
            </span>
          </div>
          <p className="mt-6 text-lg font-semibold text-white">AI Receptionist</p>
          <p className="mt-1 text-sm text-slate-400">Available 24/7</p>
          <div className="mt-auto w-full">
            <Island name="dental-call" />
          </div>
        </div>
      </div>
    </div>
  );
}
