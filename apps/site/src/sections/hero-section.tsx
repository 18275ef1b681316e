import { Badge } from '@org/ui/components/badge';
import { Button } from '@org/ui/components/button';
import { LoopVideo } from '@org/ui/components/loop-video';
import { ArrowRight, Clock, PiggyBank, Sparkles } from 'lucide-react';
import { Island } from '../islands/island';

const HERO_SOURCES = [
  { src: '/media/hero.webm', type: 'video/webm' },
  { src: '/media/hero.mp4', type: 'video/mp4' },
];

const HIGHLIGHTS = [
  { icon: PiggyBank, label: '80% lower front-desk costs' },
  { icon: Clock, label: 'Answers 24/7, every call' },
  { icon: Sparkles, label: '1 month free trial' },
];

/**
 * The home hero (docs/requirements.md#the-home-page): background video, the headline, the
 * free-trial call to action and the voice orb bound to the healthcare assistant. Rendered at build
 * time only: the orb is the one part that runs in the browser, an island of its own.
 *
 * Nothing over the video or around the orb blurs what is behind it (no `backdrop-filter`): the
 * video and the orb's motion change every frame, and a backdrop blur over them is computed anew
 * each time. Without a GPU to do it (measured in headless Chromium on 2 cores) the orb's card alone
 * took most of a core for as long as the page was open, beside the page's own work. Translucent
 * dark fills give the same glass look at no cost per frame.
 */
export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-ink pt-28 pb-20 text-white sm:pt-36 sm:pb-28 lg:min-h-[44rem]"
    >
      <LoopVideo
        sources={HERO_SOURCES}
        poster="/media/hero.webp"
        className="absolute inset-0 -z-20 size-full opacity-80"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(99_102_241/0.35),transparent_55%),linear-gradient(to_bottom,rgb(3_7_18/0.55),rgb(3_7_18/0.35)_40%,rgb(3_7_18/0.95))]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)]"
      />

      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-[1.25fr_0.75fr] lg:px-8">
        <div className="max-w-2xl">
          <Badge variant="glass" size="lg">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-400" />
            AI voice &amp; messaging agents
          </Badge>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Cut front-desk costs by{' '}
            <span className="bg-linear-to-r from-indigo-300 via-violet-300 to-fuchsia-300 bg-clip-text text-transparent">
              80%
            </span>{' '}
            and answer every call, 24 hours a day
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-slate-300">
            AI agents that pick up on the first ring, book appointments and jobs across calls, text
            and web chat, and write everything into your CRM. No hold music, no missed leads.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="custom" size="lg">
              <a href="/demo">
                Start 1 Month Free Trial
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <Button
              asChild
              // An outline of its own on the dark hero: no variant's colours to fight with.
              variant={null}
              size="lg"
              className="border border-white/25 bg-slate-950/30 text-white hover:bg-white/15"
            >
              <a href="#live-demo">Try the live demo</a>
            </Button>
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm text-slate-300">
            {HIGHLIGHTS.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-4 text-indigo-300" />
                {label}
              </li>
            ))}
          </ul>
        </div>

        <div className="flex justify-center lg:justify-end">
          <div className="relative flex w-full max-w-sm flex-col items-center rounded-3xl border border-white/10 bg-slate-950/45 px-6 py-10 text-center shadow-2xl">
            <p className="text-xs font-semibold tracking-widest text-indigo-200 uppercase">
              Healthcare receptionist
            </p>
            <p className="mt-2 text-sm text-slate-300">Tap the orb and talk to it, right here.</p>
            <div className="mt-8">
              <Island name="voice-orb" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
