import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  attribute,
  isCodeScript,
  isScriptPreload,
  stripScripts,
  writeScriptFreeCopy,
} from './script-free';

// The head of a built page, as the build writes it.
const head = [
  '<head>',
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization"}</script>',
  '<noscript>',
  '  <style>[data-slot=reveal]{opacity:1;transform:none}</style>',
  '</noscript>',
  '<script type="module" fetchpriority="low" crossorigin src="/assets/boot-1.js" data-app="/assets/index-2.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/utils-3.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-4.css">',
  '</head>',
].join('\n');

describe('stripScripts', () => {
  it('removes module scripts and module preloads, keeps data blocks and stylesheets', () => {
    const stripped = stripScripts(head);
    expect(stripped).not.toContain('boot-1.js');
    expect(stripped).not.toContain('modulepreload');
    expect(stripped).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization"}</script>',
    );
    expect(stripped).toContain('<link rel="stylesheet" crossorigin href="/assets/index-4.css">');
  });

  it('unwraps <noscript>, so the copy shows what a visitor without JavaScript sees', () => {
    const stripped = stripScripts(head);
    expect(stripped).not.toContain('noscript');
    expect(stripped).toContain('<style>[data-slot=reveal]{opacity:1;transform:none}</style>');
  });

  it('removes classic scripts, inline and with src, whatever their JavaScript type', () => {
    const html = [
      '<p>before</p>',
      '<script>window.a = "</p>";</script>',
      '<script src="/legacy.js" defer></script>',
      "<SCRIPT TYPE='text/javascript'>b()</SCRIPT >",
      '<script type="module">import "/x.js";</script>',
      '<script type=importmap>{"imports":{}}</script>',
      '<script type="application/json" id="data">{"a":1}</script>',
      '<link rel="preload" as="script" href="/late.js">',
      '<link rel="preload" as="font" href="/font.woff2" crossorigin>',
      '<p>after</p>',
    ].join('');
    expect(stripScripts(html)).toBe(
      '<p>before</p>' +
        '<script type="application/json" id="data">{"a":1}</script>' +
        '<link rel="preload" as="font" href="/font.woff2" crossorigin>' +
        '<p>after</p>',
    );
  });

  it('leaves a page without scripts as it is', () => {
    const html = '<!doctype html><html><head><title>x</title></head><body><p>hi</p></body></html>';
    expect(stripScripts(html)).toBe(html);
  });
});

describe('script and link classification', () => {
  it('reads attributes quoted, unquoted and bare, ignoring look-alike names', () => {
    expect(attribute(' type="Module" src="/a.js"', 'type')).toBe('module');
    expect(attribute(" type='text/javascript'", 'type')).toBe('text/javascript');
    expect(attribute(' type=module', 'type')).toBe('module');
    expect(attribute(' data-type="module"', 'type')).toBeUndefined();
    expect(attribute(' async src="/a.js"', 'async')).toBe('');
  });

  it('runs a script without a type or with a JavaScript one, never a data block', () => {
    expect(isCodeScript(' src="/a.js"')).toBe(true);
    expect(isCodeScript(' type=""')).toBe(true);
    expect(isCodeScript(' type="text/javascript"')).toBe(true);
    expect(isCodeScript(' type="importmap"')).toBe(true);
    expect(isCodeScript(' type="application/ld+json"')).toBe(false);
    expect(isCodeScript(' type="text/template"')).toBe(false);
  });

  it('finds script preloads among links', () => {
    expect(isScriptPreload(' rel="modulepreload" href="/a.js"')).toBe(true);
    expect(isScriptPreload(' rel="preload" as="script" href="/a.js"')).toBe(true);
    expect(isScriptPreload(' rel="preload" as="style" href="/a.css"')).toBe(false);
    expect(isScriptPreload(' rel="stylesheet" href="/a.css"')).toBe(false);
  });
});

describe('writeScriptFreeCopy', () => {
  it('copies the build and strips every page in it', async () => {
    const from = await mkdtemp(join(tmpdir(), 'script-free-from-'));
    const to = join(await mkdtemp(join(tmpdir(), 'script-free-to-')), 'copy');
    try {
      await writeFile(join(from, 'index.html'), head);
      await writeFile(join(from, 'app.js'), 'console.log(1)');
      expect(await writeScriptFreeCopy(from, to)).toEqual(['index.html']);
      expect(await readFile(join(to, 'index.html'), 'utf8')).toBe(stripScripts(head));
      expect(await readFile(join(to, 'app.js'), 'utf8')).toBe('console.log(1)');
      expect(await readFile(join(from, 'index.html'), 'utf8')).toBe(head);
    } finally {
      await rm(from, { recursive: true, force: true });
      await rm(join(to, '..'), { recursive: true, force: true });
    }
  });
});
