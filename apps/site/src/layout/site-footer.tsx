import { Linkedin, Mail, Twitter } from 'lucide-react';
import { brand } from '../brand';
import { CURRENT_YEAR_ATTRIBUTE } from '../enhance';
import { BUILD_YEAR } from '../lib/build-year';
import { Logo } from './logo';
import { BOOK_A_CALL, NAV_ANCHORS } from './nav-links';

/** The footer's use cases. */
const USE_CASES = ['Healthcare', 'Hotel', 'E-commerce', 'Restaurant'] as const;

const SOCIAL_ICONS = { LinkedIn: Linkedin, 'X (Twitter)': Twitter } as const;

const linkClass =
  'rounded text-sm text-slate-300 transition-colors outline-none hover:text-white focus-visible:ring-2 focus-visible:ring-indigo-300';

/**
 * The footer (docs/requirements.md#the-home-page): use cases, a contact mail link, two social icons
 * (no target) and the copyright with the current year (the build's, which the page's script turns
 * into the visitor's: `enhance.ts`).
 *
 * Unlike the sections above it, the footer is laid out with the page rather than skipped while far
 * below the fold (`below-fold`): its light text sits on its own dark background, and a contrast
 * check that runs while the footer's contents are skipped, as Lighthouse's may, finds no layout
 * for them and reads their colour against the page's white.
 */
export function SiteFooter() {
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-8 gap-y-12 px-4 py-16 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 max-w-xs md:col-span-1">
          <Logo tone="white" />
          <p className="mt-4 text-sm leading-relaxed text-slate-400">{brand.tagline}</p>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            {brand.social.map((profile) => {
              const Icon = SOCIAL_ICONS[profile.label];
              return (
                <li key={profile.label}>
                  <a
                    href={profile.href}
                    aria-label={profile.label}
                    className="grid size-10 place-items-center rounded-full border border-white/10 text-slate-300 transition-colors outline-none hover:border-white/30 hover:text-white focus-visible:ring-2 focus-visible:ring-indigo-300"
                  >
                    <Icon aria-hidden="true" className="size-4" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>

        <nav aria-labelledby="footer-use-cases">
          <h2 id="footer-use-cases" className="text-sm font-semibold text-white">
            Use cases
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            {USE_CASES.map((useCase) => (
              <li key={useCase}>
                {useCase === 'Healthcare' ? (
                  <a href="/dental-ai-receptionist" className={linkClass}>
                    {useCase}
                  </a>
                ) : (
                  <span>{useCase}</span>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="text-sm font-semibold text-white">
            Product
          </h2>
          <ul className="mt-4 space-y-3">
            {NAV_ANCHORS.map((anchor) => (
              <li key={anchor.label}>
                <a href={anchor.href} className={linkClass}>
                  {anchor.label}
                </a>
              </li>
            ))}
            <li>
              <a href={BOOK_A_CALL.href} className={linkClass}>
                {BOOK_A_CALL.label}
              </a>
            </li>
          </ul>
        </nav>

        <div className="col-span-2 md:col-span-1">
          <h2 className="text-sm font-semibold text-white">Contact</h2>
          <a
            href={`mailto:${brand.contactEmail}`}
            className={`${linkClass} mt-4 inline-flex items-center gap-2`}
          >
            <Mail aria-hidden="true" className="size-4" />
            {brand.contactEmail}
          </a>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          © <span {...{ [CURRENT_YEAR_ATTRIBUTE]: '' }}>{BUILD_YEAR}</span> {brand.name}. All rights
          reserved.
        </p>
      </div>
    </footer>
  );
}
