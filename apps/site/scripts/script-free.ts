/**
 * The script-free copy of a build that the benchmark measures beside the real pages: every page
 * with its scripts removed, so what the scripts add to the page's blocking time shows as a
 * difference between two runs of the same HTML and CSS.
 *
 * Removed: JavaScript `<script>` elements (classic and module, inline and with `src`), import maps,
 * `<link rel="modulepreload">` and `<link rel="preload" as="script">`. Kept: data blocks such as
 * `application/ld+json`, which no browser runs. `<noscript>` content is unwrapped: with its scripts
 * gone the copy is the page as a visitor without JavaScript gets it, and the page's `<noscript>`
 * styles are what shows its content then.
 */
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** `type` values under which a `<script>` runs (the HTML standard's JavaScript MIME types). */
const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** An attribute's value in a start tag's attribute text, lower-cased; `undefined` when absent. */
export function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(
    `(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))|(?:^|\\s)${name}(?=\\s|/|$)`,
    'i',
  ).exec(attributes);
  if (!match) return undefined;
  return (match[1] ?? match[2] ?? match[3] ?? '').trim().toLowerCase();
}

/** Whether a `<script>` with these attributes runs or loads code (an import map feeds modules). */
export function isCodeScript(attributes: string): boolean {
  const type = attribute(attributes, 'type');
  return type === undefined || JAVASCRIPT_TYPES.has(type) || type === 'importmap';
}

/** Whether a `<link>` with these attributes fetches a script ahead of its use. */
export function isScriptPreload(attributes: string): boolean {
  const rel = (attribute(attributes, 'rel') ?? '').split(/\s+/);
  return (
    rel.includes('modulepreload') ||
    (rel.includes('preload') && attribute(attributes, 'as') === 'script')
  );
}

/** The page's HTML with every script removed (see the module comment for what goes and stays). */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (element, attributes: string) =>
      isCodeScript(attributes) ? '' : element,
    )
    .replace(/<link\b([^>]*)>/gi, (element, attributes: string) =>
      isScriptPreload(attributes) ? '' : element,
    )
    .replace(/<noscript\b[^>]*>([\s\S]*?)<\/noscript\s*>/gi, '$1');
}

/**
 * Copies the build in `from` to `to` with every page's scripts removed (the scripts' files stay:
 * nothing asks for them). Returns the pages it rewrote.
 */
export async function writeScriptFreeCopy(from: string, to: string): Promise<string[]> {
  await rm(to, { recursive: true, force: true });
  await cp(from, to, { recursive: true });
  const pages = (await readdir(to, { recursive: true })).filter((name) => name.endsWith('.html'));
  for (const name of pages) {
    const path = join(to, name);
    await writeFile(path, stripScripts(await readFile(path, 'utf8')));
  }
  return pages;
}
