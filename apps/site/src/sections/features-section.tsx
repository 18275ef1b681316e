import { Card, CardDescription, CardHeader, CardTitle } from '@org/ui/components/card';
import { Reveal } from '@org/ui/components/reveal';
import { CalendarCheck, Check, Clock, TrendingDown } from 'lucide-react';
import { brand } from '../brand';
import { SectionHeading } from './section-heading';

/** The claim of an 80% decrease in costs, AI versus humans (docs/requirements.md#the-product). */
export const COST_DECREASE_PERCENT = 80;

const FEATURES = [
  {
    icon: CalendarCheck,
    title: 'Automate appointment booking and reminders',
    description:
      'Agents book, move and confirm appointments straight into your calendar, then send reminders by call or text so fewer slots go empty.',
    points: ['Books across calls, text and web chat', 'Writes into your CRM or field-service tool'],
  },
  {
    icon: Clock,
    title: '24 hours availability for the front desk',
    description:
      'Nights, weekends and lunch rushes: every caller gets a friendly answer on the first ring, with no hold music and no voicemail.',
    points: ['Answers every call, 24/7', 'Hands urgent calls to your team'],
  },
];

/** The features section, #cost-comparison (docs/requirements.md#the-home-page). */
export function FeaturesSection() {
  const aiShare = 100 - COST_DECREASE_PERCENT;
  return (
    <section
      id="cost-comparison"
      aria-labelledby="cost-comparison-title"
      className="below-fold bg-white pt-10 pb-20 [--below-fold-size:92.5rem] sm:pt-14 sm:pb-28 md:[--below-fold-size:76.5rem] lg:[--below-fold-size:53.5rem]"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <Reveal>
          <SectionHeading
            id="cost-comparison-title"
            eyebrow="Features"
            title="Human-quality service at a fraction of the cost"
            description={`${brand.name} agents handle the routine calls that tie up your front desk, so your team can focus on the people in front of them.`}
          />
        </Reveal>

        <div className="mt-14 grid gap-6 lg:grid-cols-2">
          <Reveal>
            <div className="relative h-full overflow-hidden rounded-3xl bg-ink p-8 text-white shadow-soft sm:p-10">
              <div
                aria-hidden="true"
                className="absolute -top-24 -right-24 size-72 rounded-full bg-indigo-500/30 blur-3xl"
              />
              <div className="relative">
                <div className="flex items-center gap-3 text-indigo-200">
                  <TrendingDown aria-hidden="true" className="size-5" />
                  <span className="text-sm font-semibold tracking-wide uppercase">
                    AI vs. humans
                  </span>
                </div>
                <p className="mt-6 flex items-baseline gap-3">
                  <span className="bg-linear-to-r from-indigo-200 to-fuchsia-200 bg-clip-text text-7xl font-bold tracking-tight text-transparent sm:text-8xl">
                    {COST_DECREASE_PERCENT}%
                  </span>
                  <span className="text-lg font-medium text-slate-200">decrease in costs</span>
                </p>
                <ul className="mt-10 space-y-6">
                  <CostBar label="Human front desk" share={100} tone="human" />
                  <CostBar label={`${brand.name} AI agents`} share={aiShare} tone="ai" />
                </ul>
                <p className="mt-8 text-sm leading-relaxed text-slate-400">
                  Monthly cost of answering the same call volume, relative to a staffed front desk.
                </p>
              </div>
            </div>
          </Reveal>

          <div className="grid gap-6">
            {FEATURES.map((feature, index) => (
              <Reveal key={feature.title} delay={index * 120}>
                <Card className="h-full gap-4 py-6 transition-shadow hover:shadow-lg">
                  <CardHeader className="gap-3">
                    <span className="grid size-11 place-items-center rounded-xl bg-brand-soft text-brand">
                      <feature.icon aria-hidden="true" className="size-5" />
                    </span>
                    <CardTitle className="text-xl leading-tight">{feature.title}</CardTitle>
                    <CardDescription className="text-base leading-relaxed">
                      {feature.description}
                    </CardDescription>
                  </CardHeader>
                  <ul className="grid gap-2 px-6 text-sm text-slate-700">
                    {feature.points.map((point) => (
                      <li key={point} className="flex items-center gap-2">
                        <Check aria-hidden="true" className="size-4 text-success" />
                        {point}
                      </li>
                    ))}
                  </ul>
                </Card>
              </Reveal>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

function CostBar({ label, share, tone }: { label: string; share: number; tone: 'human' | 'ai' }) {
  return (
    <li data-testid={`cost-${tone}`}>
      <p className="flex items-center justify-between text-sm">
        <span className="font-medium text-slate-200">{label}</span>
        <span className="font-semibold text-white">{share}% of cost</span>
      </p>
      <div className="mt-2 h-3 overflow-hidden rounded-full bg-white/10" aria-hidden="true">
        <div
          className={
            tone === 'human'
              ? 'h-full rounded-full bg-slate-400'
              : 'h-full rounded-full bg-linear-to-r from-indigo-400 to-fuchsia-400'
          }
          style={{ width: `${share}%` }}
        />
      </div>
    </li>
  );
}
