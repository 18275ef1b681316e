/**
 * Writes every page of the site as an HTML file: the built `index.html` is the template,
 * `src/entry-server.tsx` (built for Node) renders each page, and the code of the islands a page
 * hydrates at once is preloaded with the runtime, so hydration does not wait for it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedRoute } from '../src/entry-server.tsx';
import { readHeadFields, socialTags } from './social-tags.ts';

/** One prerendered page: the path rendered and the file the host serves it from. */
export interface PrerenderedPage {
  path: string;
  file: string;
}

/** What the built server entry offers the build. */
interface ServerEntry {
  PRERENDERED_PAGES: readonly PrerenderedPage[];
  renderRoute: (path: string) => Promise<RenderedRoute>;
}

/** Where the source of the island `name` is (`src/islands/registry.ts` names them so). */
export function islandModule(name: string): string {
  return `src/islands/${name}.tsx`;
}

/** The islands a rendered page hydrates as soon as the runtime runs (`hydrateOn: 'load'`). */
export function eagerIslands(body: string): string[] {
  const names: string[] = [];
  for (const [tag] of body.matchAll(/<div [^>]*data-island="[^"]+"[^>]*>/g)) {
    const name = /data-island="([^"]+)"/.exec(tag)?.[1];
    if (name && /data-hydrate-on="load"/.test(tag)) names.push(name);
  }
  return names;
}

/** Vite's build manifest (`build.manifest`), the part read here. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The files of `module` and everything it imports statically, as `/assets/...` URLs. A module the
 * build did not make is an error: the page would wait for code that does not exist.
 */
export function moduleFiles(manifest: BuildManifest, module: string): string[] {
  if (!manifest[module]) throw new Error(`The build made no chunk of ${module}.`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return [...files];
}

/**
 * Replaces the entry script and its preloads with the boot script (`src/boot.ts`, the text of one
 * module written into the page), which loads them once the prerendered page has painted: the entry
 * goes into its `data-app`, the preloads into its `data-preload`.
 */
export function bootAfterPaint(html: string, boot: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('The built index.html has no module script to boot.');
  const preload = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1],
  );
  const tag = `<script type="module" data-app="${entry[1]}" data-preload="${preload.join(' ')}">${boot}</script>`;
  return html
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(entry[0], () => tag);
}

/**
 * Puts a rendered page into the template, with its link-preview tags, and adds the code of its
 * islands to what the boot script preloads.
 */
export function fillTemplate(
  template: string,
  rendered: RenderedRoute,
  { preload = [], siteUrl }: { preload?: string[]; siteUrl: string },
): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html lacks the <!--app-head--> or <!--app-html--> placeholder.');
  }
  const boot = /data-preload="([^"]*)"/.exec(template);
  if (!boot) throw new Error('index.html lacks the boot script (data-preload).');
  const known = new Set((boot[1] ?? '').split(' ').filter(Boolean));
  const extra = [...new Set(preload)].filter(
    (href) => !known.has(href) && !template.includes(`"${href}"`),
  );
  const preloads = [...known, ...extra].join(' ');
  return template
    .replace(
      '<!--app-head-->',
      () => `${rendered.head}${socialTags(readHeadFields(rendered.head), siteUrl)}`,
    )
    .replace(boot[0], () => `data-preload="${preloads}"`)
    .replace('<!--app-html-->', () => rendered.body);
}

/** The text of the boot script written into a built page or template. */
export function bootScriptIn(html: string): string {
  const boot = /<script type="module" data-app="[^"]*" data-preload="[^"]*">(.*?)<\/script>/s.exec(
    html,
  );
  if (!boot?.[1]) throw new Error('The page holds no boot script.');
  return boot[1];
}

/** Renders every page the server entry lists into `outDir`. */
export async function prerenderPages({
  outDir,
  serverEntry,
  manifest,
  siteUrl,
}: {
  outDir: string;
  siteUrl: string;
  /** The built `entry-server` module. */
  serverEntry: string;
  manifest: BuildManifest;
}): Promise<void> {
  const { PRERENDERED_PAGES, renderRoute } = (await import(
    pathToFileURL(serverEntry).href
  )) as ServerEntry;
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  for (const page of PRERENDERED_PAGES) {
    const rendered = await renderRoute(page.path);
    const preload = eagerIslands(rendered.body).flatMap((name) =>
      moduleFiles(manifest, islandModule(name)),
    );
    await writeFile(
      join(outDir, page.file),
      fillTemplate(template, rendered, { preload, siteUrl }),
    );
  }
}
