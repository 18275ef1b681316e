// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bootAfterPaint,
  bootScriptIn,
  eagerIslands,
  fillTemplate,
  islandModule,
  moduleFiles,
} from './prerender';

const built =
  '<html><head><!--app-head-->\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/utils-1.js">\n    <link rel="stylesheet" crossorigin href="/assets/index-1.css">\n  </head><body><div id="root"><!--app-html--></div></body></html>';
const BOOT = 'import(document.querySelector("script[data-app]").dataset.app)';
const template = bootAfterPaint(built, BOOT);
const rendered = {
  head: '<title>Book a demo</title><meta name="description" content="Schedule a demo."/>',
  body: '<h1>Meet Our AI Workers</h1>',
};

describe('prerendering into the built index.html', () => {
  it('preloads the islands a page hydrates at once, not those that wait to be seen', () => {
    const body =
      '<div data-island="header" data-props="{&quot;page&quot;:&quot;/&quot;}" data-hydrate-on="load" class="contents"><header></header></div>' +
      '<main><div data-island="voice-orb" data-hydrate-on="load" class="contents"></div>' +
      '<div data-island="booking-feed" data-hydrate-on="visible" class="contents"><ul></ul></div></main>';
    expect(eagerIslands(body)).toEqual(['header', 'voice-orb']);
    expect(islandModule('voice-orb')).toBe('src/islands/voice-orb.tsx');
  });

  it('boots the runtime after the first paint: the page holds the boot script, which names the entry and its preloads', () => {
    expect(template).toContain(
      `<script type="module" data-app="/assets/index-1.js" data-preload="/assets/utils-1.js">${BOOT}</script>`,
    );
    expect(bootScriptIn(template)).toBe(BOOT);
    expect(() => bootScriptIn('<html></html>')).toThrow(/no boot script/);
    expect(template).not.toContain('modulepreload');
    expect(template).not.toContain('src="/assets/index-1.js"');
    expect(template).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(() => bootAfterPaint('<html></html>', '/b.js')).toThrow(/no module script/);
  });

  it("puts the head and the markup in place, with preview tags and the page's island code", () => {
    const html = fillTemplate(template, rendered, {
      preload: ['/assets/demo-form-1.js', '/assets/utils-1.js'],
      siteUrl: 'https://www.voxline.example',
    });
    expect(html).toContain('<div id="root"><h1>Meet Our AI Workers</h1></div>');
    expect(html).toContain('<head><title>Book a demo</title>');
    expect(html).toContain('<meta property="og:title" content="Book a demo"/>');
    expect(html).toContain('data-preload="/assets/utils-1.js /assets/demo-form-1.js"');
    expect(html).not.toContain('<!--app-');
  });

  it('takes $ in the markup literally', () => {
    const html = fillTemplate(
      template,
      { ...rendered, body: '<p>$& costs $1</p>' },
      { siteUrl: 'https://x.example' },
    );
    expect(html).toContain('<p>$& costs $1</p>');
  });

  it('refuses a template without its placeholders', () => {
    expect(() => fillTemplate('<html></html>', rendered, { siteUrl: 'https://x.example' })).toThrow(
      /placeholder/,
    );
  });

  it("follows an island's static imports in the build manifest, and refuses a missing one", () => {
    const manifest = {
      'src/islands/demo-form.tsx': {
        file: 'assets/demo-form-1.js',
        imports: ['_card.js', '_check.js'],
      },
      '_card.js': { file: 'assets/card-1.js', imports: ['_check.js'] },
      '_check.js': { file: 'assets/check-1.js' },
    };
    expect(moduleFiles(manifest, 'src/islands/demo-form.tsx')).toEqual([
      '/assets/demo-form-1.js',
      '/assets/card-1.js',
      '/assets/check-1.js',
    ]);
    expect(() => moduleFiles(manifest, 'src/islands/gone.tsx')).toThrow(/no chunk/);
  });
});
