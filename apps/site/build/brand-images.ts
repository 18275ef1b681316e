/**
 * The brand's images, drawn at build time from the brand itself (its mark, name, claims and
 * colours), never downloaded: the 1200×630 social preview (Open Graph / Twitter card) and the PNG
 * icons of the web manifest. Text is laid out by satori with the Inter font shipped in
 * `@fontsource/inter`, and the SVG is rasterised by resvg.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { createElement as h, type ReactNode } from 'react';
import satori from 'satori';
import { brand } from '../src/brand.ts';

/** Size of the social preview image, as Open Graph and Twitter recommend. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/** The claims the preview shows (docs/requirements.md#the-product). */
export const SOCIAL_IMAGE_CLAIMS = ['80% lower costs', 'Answers 24/7', '1 month free trial'];

/** The headline the preview shows. */
export const SOCIAL_IMAGE_HEADLINE = 'AI voice agents for your front desk';

const INK = '#030712';

async function interFonts() {
  const require = createRequire(import.meta.url);
  const file = (weight: number) =>
    readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  const weights = [400, 600, 800] as const;
  const data = await Promise.all(weights.map(file));
  return weights.map((weight, index) => ({
    name: 'Inter',
    data: data[index] as Buffer,
    weight,
    style: 'normal' as const,
  }));
}

function dataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function preview(markSvg: string): ReactNode {
  return h(
    'div',
    {
      style: {
        width: SOCIAL_IMAGE.width,
        height: SOCIAL_IMAGE.height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        color: 'white',
        fontFamily: 'Inter',
        backgroundColor: INK,
        backgroundImage:
          'radial-gradient(circle at 85% 10%, rgba(99,102,241,0.55), rgba(3,7,18,0) 55%), radial-gradient(circle at 10% 100%, rgba(168,85,247,0.35), rgba(3,7,18,0) 50%)',
      },
    },
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: 24 } },
      h('img', { src: dataUrl(markSvg), width: 84, height: 84 }),
      h('span', { style: { fontSize: 56, fontWeight: 800, letterSpacing: -1.5 } }, brand.name),
    ),
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', gap: 24 } },
      h(
        'div',
        {
          style: {
            fontSize: 72,
            fontWeight: 800,
            lineHeight: 1.05,
            letterSpacing: -2,
            maxWidth: 960,
          },
        },
        SOCIAL_IMAGE_HEADLINE,
      ),
      h(
        'div',
        { style: { fontSize: 30, color: '#cbd5e1', maxWidth: 940, lineHeight: 1.35 } },
        brand.tagline,
      ),
    ),
    h(
      'div',
      { style: { display: 'flex', gap: 18 } },
      ...SOCIAL_IMAGE_CLAIMS.map((claim) =>
        h(
          'div',
          {
            key: claim,
            style: {
              display: 'flex',
              padding: '12px 26px',
              borderRadius: 999,
              fontSize: 28,
              fontWeight: 600,
              border: '2px solid rgba(165,180,252,0.45)',
              backgroundColor: 'rgba(99,102,241,0.18)',
              color: '#e0e7ff',
            },
          },
          claim,
        ),
      ),
    ),
  );
}

/** The social preview as an SVG document, its text drawn as paths. */
export async function socialImageSvg(markSvg: string): Promise<string> {
  return satori(preview(markSvg), { ...SOCIAL_IMAGE, fonts: await interFonts() });
}

/** The social preview as a PNG, from the brand's mark (an SVG document). */
export async function renderSocialImage(markSvg: string): Promise<Buffer> {
  const svg = await socialImageSvg(markSvg);
  return new Resvg(svg, { fitTo: { mode: 'width', value: SOCIAL_IMAGE.width } }).render().asPng();
}

/**
 * The brand's mark as a square PNG icon. `opaque` puts it on the ink background with a margin (the
 * home-screen icon of iOS, which fills transparency with black).
 */
export function renderIcon(markSvg: string, size: number, { opaque = false } = {}): Buffer {
  const svg = opaque
    ? `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40"><rect width="40" height="40" fill="${INK}"/><image x="4" y="4" width="32" height="32" href="${dataUrl(markSvg)}"/></svg>`
    : markSvg;
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}
