/**
 * Writes every route of the site as an HTML file (issue 11 "Prerendering"): the built
 * `index.html` is the template, `src/entry-server.tsx` (built for Node) renders each route, and the
 * page's lazy code is preloaded so hydration does not wait for it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedRoute } from '../src/entry-server.tsx';
import { readHeadFields, socialTags } from './social-tags.ts';

/** One prerendered page: the path rendered, the file the host serves it from, its lazy module. */
export interface PrerenderedPage {
  path: string;
  file: string;
  /** The route's lazily loaded module (source path), preloaded by the page. */
  module?: string;
}

/**
 * The pages of the build. The host serves `/demo` from `demo.html` and every unknown path from
 * `404.html`, with status 404.
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html' },
  { path: '/demo', file: 'demo.html', module: 'src/pages/demo-page.tsx' },
  {
    path: '/dental-ai-receptionist',
    file: 'dental-ai-receptionist.html',
    module: 'src/pages/dental-page.tsx',
  },
  { path: '/404', file: '404.html', module: 'src/pages/not-found-page.tsx' },
];

/** Vite's build manifest (`build.manifest`), the part read here. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** The files of `module` and everything it imports statically, as `/assets/...` URLs. */
export function moduleFiles(manifest: BuildManifest, module: string): string[] {
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
 * Replaces the entry script and its preloads with the boot script (`src/boot.ts`), which loads them
 * once the prerendered page has painted: the entry goes into its `data-app`, the preloads into its
 * `data-preload`.
 */
export function bootAfterPaint(html: string, boot: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('The built index.html has no module script to boot.');
  const preload = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1],
  );
  const tag = `<script type="module" fetchpriority="low" crossorigin src="${boot}" data-app="${entry[1]}" data-preload="${preload.join(' ')}"></script>`;
  return html
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(entry[0], () => tag);
}

/**
 * Puts a rendered route into the template, with its link-preview tags, and adds the page's lazy
 * code to what the boot script preloads.
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
  const extra = preload.filter((href) => !known.has(href) && !template.includes(`"${href}"`));
  const preloads = [...known, ...extra].join(' ');
  return template
    .replace(
      '<!--app-head-->',
      () => `${rendered.head}${socialTags(readHeadFields(rendered.head), siteUrl)}`,
    )
    .replace(boot[0], () => `data-preload="${preloads}"`)
    .replace('<!--app-html-->', () => rendered.body);
}

/** Renders every page of `PRERENDERED_PAGES` into `outDir`. */
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
  const { renderRoute } = (await import(pathToFileURL(serverEntry).href)) as {
    renderRoute: (path: string) => Promise<RenderedRoute>;
  };
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  for (const page of PRERENDERED_PAGES) {
    const rendered = await renderRoute(page.path);
    const preload = page.module ? moduleFiles(manifest, page.module) : [];
    await writeFile(
      join(outDir, page.file),
      fillTemplate(template, rendered, { preload, siteUrl }),
    );
  }
}
