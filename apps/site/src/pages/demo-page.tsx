import { Card, CardContent, CardDescription, CardHeader } from '@org/ui/components/card';
import { Bot, CalendarClock, Check, LineChart } from 'lucide-react';
import { brand } from '../brand';
import { Island } from '../islands/island';
import { PageHead } from '../seo/page-head';

const AGENTS = ['Healthcare', 'Hotel', 'Restaurant', 'E-commerce', 'Home services'];

const EXPECT = [
  { icon: Bot, text: 'A live walkthrough of agents built for your kind of business' },
  { icon: CalendarClock, text: 'A setup plan for your calendar, CRM and phone numbers' },
  { icon: LineChart, text: 'An estimate of the savings at your call volume' },
];

/** Route /demo (docs/requirements.md#the-demo-page): the demo-request page. */
export function DemoPage() {
  return (
    <>
      <section className="relative isolate overflow-hidden bg-slate-50 pt-28 pb-20 sm:pt-36 sm:pb-28">
        <div
          aria-hidden="true"
          className="absolute -top-32 left-1/2 -z-10 h-[36rem] w-[60rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgb(129_140_248/0.35),transparent)]"
        />
        <PageHead
          title={`Book a demo — ${brand.name}`}
          description={`Meet our AI workers: schedule a product demo of ${brand.name}'s voice and messaging agents with our team. We reply within one working day.`}
          path="/demo"
        />
        <div className="mx-auto grid max-w-6xl items-start gap-14 px-4 sm:px-6 lg:grid-cols-[1fr_1.05fr] lg:px-8">
          <div className="lg:pt-6">
            <p className="text-sm font-semibold tracking-wide text-brand uppercase">Book a call</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-950 sm:text-5xl">
              Meet Our AI Workers
            </h1>
            <p className="mt-5 text-xl text-slate-600">Schedule a product demo with our team</p>
            <ul className="mt-10 grid gap-5">
              {EXPECT.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-4">
                  <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white text-brand shadow-soft">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="pt-2 text-slate-700">{text}</span>
                </li>
              ))}
            </ul>
            <div className="mt-10">
              <p className="text-sm font-medium text-slate-600">Agents ready for</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {AGENTS.map((agent) => (
                  <li
                    key={agent}
                    className="flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700"
                  >
                    <Check aria-hidden="true" className="size-3.5 text-success" />
                    {agent}
                  </li>
                ))}
              </ul>
            </div>
          </div>

          <Card className="gap-6 p-2 py-8 sm:p-4 sm:py-10">
            <CardHeader className="gap-1.5">
              <h2 id="demo-form-title" className="text-2xl font-bold tracking-tight text-slate-950">
                Request a demo
              </h2>
              <CardDescription className="text-base leading-relaxed">
                Tell us a little about your business. We reply within one working day.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Island name="demo-form" />
            </CardContent>
          </Card>
        </div>
      </section>
      {/* The form's toasts; no other page raises one. */}
      <Island name="toaster" />
    </>
  );
}
