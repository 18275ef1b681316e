// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderIcon, renderSocialImage, SOCIAL_IMAGE, socialImageSvg } from './brand-images';

const mark = readFile(new URL('../public/favicon.svg', import.meta.url), 'utf8');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('images drawn from the brand at build time', () => {
  it('lays the social preview out within its 1200×630 canvas', async () => {
    const svg = await socialImageSvg(await mark);
    expect(svg).toMatch(/^<svg width="1200" height="630"/);
    // Every box of the layout fits the canvas (nothing is cut off at the edges).
    for (const [, x, y, width, height] of svg.matchAll(
      /<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/g,
    )) {
      expect(Number(x) + Number(width)).toBeLessThanOrEqual(SOCIAL_IMAGE.width);
      expect(Number(y) + Number(height)).toBeLessThanOrEqual(SOCIAL_IMAGE.height);
    }
  });

  it('renders it as a 1200×630 PNG', async () => {
    expect(pngSize(await renderSocialImage(await mark))).toEqual([1200, 630]);
  }, 30_000);

  it('renders square icons from the mark', async () => {
    expect(pngSize(renderIcon(await mark, 192))).toEqual([192, 192]);
    expect(pngSize(renderIcon(await mark, 180, { opaque: true }))).toEqual([180, 180]);
  });
});
