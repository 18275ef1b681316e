/**
 * The site's build, as a Vite plugin: one `vite build` checks the environment, builds the client
 * and the server renderer, prerenders every page, and writes the host configuration, sitemap,
 * robots.txt, web manifest, social image and icons into `dist/`. The dev server renders each page
 * on request with the same renderer, so that its islands hydrate as in a build.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadEnv, type Plugin, type ViteDevServer } from 'vite';
import type { RenderedRoute } from '../src/entry-server.tsx';
import { bundleBootScript, scriptHashSource } from './boot-script.ts';
import { renderIcon, renderSocialImage } from './brand-images.ts';
import { headersFile } from './headers-file.ts';
import { type BuildManifest, bootAfterPaint, bootScriptIn, prerenderPages } from './prerender.ts';
import { readSiteEnv, type SiteBuildConfig } from './site-env.ts';
import { robotsTxt, SITE_FILES, sitemapXml, webManifest } from './site-files.ts';

/**
 * Where the server renderer of a build into `outDir` is built (one folder per output, so the
 * browser tests' two builds never share one); removed once the pages are written.
 */
function serverOutDir(outDir: string): string {
  return `node_modules/.cache/site-prerender/${outDir.replace(/[^\w.-]+/g, '_')}`;
}

/** The year the build runs in, for the prerendered footer. */
const BUILD_YEAR = new Date().getFullYear();

/** The plugin. */
export function siteBuild(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let config: SiteBuildConfig | undefined;
  let serverDir = serverOutDir('dist');
  return {
    name: 'site-build',
    config(userConfig, env) {
      root = resolve(userConfig.root ?? process.cwd());
      const define = { __SITE_BUILD_YEAR__: JSON.stringify(BUILD_YEAR) };
      if (env.command !== 'build') return { define };
      // Only the environment and .env.<mode> files: nothing committed fills a production build.
      config = readSiteEnv(loadEnv(env.mode, root, 'VITE_'));
      serverDir = serverOutDir(userConfig.build?.outDir ?? 'dist');
      return {
        define,
        builder: {},
        // No source maps are published; images stay files (never base64 inside the JavaScript).
        // The boot script is bundled apart and written into the pages (`boot-script.ts`).
        build: {
          sourcemap: false,
          manifest: true,
          assetsInlineLimit: 0,
        },
        environments: {
          ssr: {
            build: {
              outDir: serverDir,
              emptyOutDir: true,
              rollupOptions: { input: 'src/entry-server.tsx' },
            },
          },
        },
      };
    },
    configureServer(server) {
      // After Vite's own middlewares (modules, assets, public files): what is left is a page.
      return () =>
        server.middlewares.use((request, response, next) => {
          renderPageInDev(server, request.originalUrl ?? request.url ?? '/', root).then(
            (page) => {
              if (!page) return next();
              response.statusCode = page.status;
              response.setHeader('Content-Type', 'text/html; charset=utf-8');
              response.end(page.html);
            },
            (error: unknown) => {
              if (error instanceof Error) server.ssrFixStacktrace(error);
              next(error);
            },
          );
        });
    },
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!context.bundle) return html;
        return bootAfterPaint(html, await bundleBootScript(root));
      },
    },
    buildApp: {
      order: 'post',
      async handler(builder) {
        for (const environment of Object.values(builder.environments)) {
          if (!environment.isBuilt) await builder.build(environment);
        }
        if (!config) throw new Error('site-build: the environment was not read.');
        await writeSite({ outDir, serverDir: resolve(root, serverDir), config, root });
      },
    },
  };
}

/** The dev server's answer for a page request, or undefined for anything that is not one. */
async function renderPageInDev(
  server: ViteDevServer,
  url: string,
  root: string,
): Promise<{ status: number; html: string } | undefined> {
  const { pathname } = new URL(url, 'http://dev.invalid');
  if (/\.\w+$/.test(pathname) && !pathname.endsWith('.html')) return undefined;
  const path = pathname.replace(/\.html$/, '').replace(/\/index$/, '/') || '/';
  const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as {
    PRERENDERED_PAGES: readonly { path: string }[];
    renderRoute: (path: string) => Promise<RenderedRoute>;
  };
  const known = entry.PRERENDERED_PAGES.some((page) => page.path === path && page.path !== '/404');
  const rendered = await entry.renderRoute(path);
  const template = await server.transformIndexHtml(
    url,
    await readFile(join(root, 'index.html'), 'utf8'),
  );
  const html = template
    .replace('<!--app-head-->', () => rendered.head)
    .replace('<!--app-html-->', () => rendered.body);
  return { status: known ? 200 : 404, html };
}

async function writeSite({
  root,
  outDir,
  serverDir,
  config,
}: {
  root: string;
  outDir: string;
  /** Where the server renderer was built. */
  serverDir: string;
  config: SiteBuildConfig;
}): Promise<void> {
  const manifestFile = join(outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BuildManifest;
  const boot = bootScriptIn(await readFile(join(outDir, 'index.html'), 'utf8'));
  await prerenderPages({
    outDir,
    serverEntry: join(serverDir, 'entry-server.js'),
    manifest,
    siteUrl: config.siteUrl,
  });
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
  await rm(serverDir, { recursive: true, force: true });

  const mark = await readFile(join(root, 'public', 'favicon.svg'), 'utf8');
  const files: [string, string | Buffer][] = [
    ['_headers', headersFile(config, { scriptHashes: [scriptHashSource(boot)] })],
    [SITE_FILES.sitemap, sitemapXml(config.siteUrl)],
    [SITE_FILES.robots, robotsTxt(config.siteUrl)],
    [SITE_FILES.manifest, webManifest()],
    [SITE_FILES.socialImage, await renderSocialImage(mark)],
    ...SITE_FILES.icons.map(({ file, size }): [string, Buffer] => [file, renderIcon(mark, size)]),
    [SITE_FILES.favicon.file, renderIcon(mark, SITE_FILES.favicon.size)],
    [
      SITE_FILES.appleTouchIcon.file,
      renderIcon(mark, SITE_FILES.appleTouchIcon.size, { opaque: true }),
    ],
  ];
  await mkdir(outDir, { recursive: true });
  for (const [name, content] of files) await writeFile(join(outDir, name), content);
}
