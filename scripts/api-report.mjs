#!/usr/bin/env node
// The public API of the published packages, entry point by entry point: an API report per entry
// (`<package>/api/<entry>.api.md`, checked in) and an API reference generated from the TSDoc
// (`docs/api/`, generated, not checked in), both made with API Extractor and API Documenter from
// the built types.
//
//   node scripts/api-report.mjs           checks: fails, with the diff, when the public surface no
//                                         longer matches the checked-in reports; builds the
//                                         reference (in a temporary folder) to prove it builds
//   node scripts/api-report.mjs --update  writes the reports anew, and the reference to docs/api
//
// Needs the packages built (`pnpm build`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The public entry points, one line each: the package folder, the entry (its built `dist/<entry>.d.ts`
 * and its report `api/<entry>.api.md`), and the import specifier users write.
 */
const ENTRY_POINTS = [
  { folder: 'packages/web-call', entry: 'index', specifier: '@org/web-call' },
  { folder: 'packages/web-call', entry: 'testing', specifier: '@org/web-call/testing' },
  { folder: 'packages/web-call', entry: 'testing-msw', specifier: '@org/web-call/testing/msw' },
  { folder: 'packages/web-call', entry: 'constants', specifier: '@org/web-call/constants' },
  // The bindings name the core's types by the package's name: read them as users get them (the
  // built types), and as what they are, exports of `@org/web-call` (noted in the report, not
  // re-exported here).
  {
    folder: 'packages/web-call',
    entry: 'react',
    specifier: '@org/web-call/react',
    compilerOptions: { paths: {} },
    messages: { 'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true } },
  },
  // The React test helpers name the client, the bindings and the simulation by the package's name
  // too: read as the bindings are.
  {
    folder: 'packages/web-call',
    entry: 'testing-react',
    specifier: '@org/web-call/testing/react',
    compilerOptions: { paths: {} },
    messages: { 'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true } },
  },
  // Types only over the core's client, which it names by the package's name, as the bindings do.
  {
    folder: 'packages/web-call',
    entry: 'vapi',
    specifier: '@org/web-call/vapi',
    compilerOptions: { paths: {} },
    messages: { 'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true } },
  },
  { folder: 'packages/api-client', entry: 'index', specifier: '@org/api-client' },
  { folder: 'packages/api-client', entry: 'msw', specifier: '@org/api-client/msw' },
  { folder: 'packages/api-client', entry: 'simulator', specifier: '@org/api-client/simulator' },
];

const update = process.argv.includes('--update');

/**
 * A package name for an entry: a subpath such as `@org/web-call/testing/msw` becomes
 * `@org/web-call.testing.msw` (API Extractor takes package names only).
 */
const pageName = (specifier) =>
  specifier.replace(
    /^(@[^/]+\/[^/]+)\/(.+)$/,
    (_, name, path) => `${name}.${path.replaceAll('/', '.')}`,
  );
const referenceDir = join(root, 'docs', 'api');
const work = mkdtempSync(join(tmpdir(), 'api-report-'));
const models = join(work, 'models');
mkdirSync(models);
let problems = 0;

for (const { folder, entry, specifier, compilerOptions, messages } of ENTRY_POINTS) {
  const projectFolder = join(root, folder);
  const packageJsonFullPath = join(projectFolder, 'package.json');
  const packageJson = JSON.parse(readFileSync(packageJsonFullPath, 'utf8'));
  const fileName = `${entry}.api.md`;
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder,
      mainEntryPointFilePath: join(projectFolder, 'dist', `${entry}.d.ts`),
      compiler: compilerOptions
        ? {
            overrideTsconfig: {
              extends: join(projectFolder, 'tsconfig.json'),
              compilerOptions,
              include: ['dist'],
            },
          }
        : { tsconfigFilePath: join(projectFolder, 'tsconfig.json') },
      apiReport: {
        enabled: true,
        reportFileName: fileName,
        reportFolder: join(projectFolder, 'api'),
        reportTempFolder: join(work, 'reports', folder),
      },
      docModel: {
        enabled: true,
        apiJsonFilePath: join(models, `${pageName(specifier).slice(1).replace('/', '.')}.api.json`),
      },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        // Release tags (@public, @beta) are not used: everything exported is public.
        extractorMessageReporting: {
          default: { logLevel: 'warning' },
          'ae-missing-release-tag': { logLevel: 'none', addToApiReportFile: false },
          // Fields of plain data shapes (payloads, options) are described by their interface.
          'ae-undocumented': { logLevel: 'none', addToApiReportFile: false },
          // A type a signature names but the entry does not export: noted in the report itself.
          'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
          ...messages,
        },
        // TSDoc syntax is checked too (a warning fails the check): examples sit in fenced code
        // blocks, `@param name - text`, `@deprecated` says what to use instead.
        tsdocMessageReporting: { default: { logLevel: 'warning' } },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath,
    // The entry's name in the reference: its import specifier.
    packageJson: { ...packageJson, name: pageName(specifier) },
  });
  mkdirSync(join(projectFolder, 'api'), { recursive: true });
  const result = Extractor.invoke(config, { localBuild: update, showVerboseMessages: false });
  const report = relative(root, join(projectFolder, 'api', fileName));
  if (result.apiReportChanged && !update) {
    problems++;
    console.error(`✖ ${specifier}: its public API differs from ${report}.`);
    const diff = spawnSync(
      'git',
      ['diff', '--no-index', '--', report, join(work, 'reports', folder, fileName)],
      { cwd: root, encoding: 'utf8' },
    );
    console.error(diff.stdout);
  } else if (!result.succeeded) {
    problems++;
    console.error(`✖ ${specifier}: API Extractor reported ${result.errorCount} error(s).`);
  } else
    console.log(
      `✓ ${specifier}: ${update && result.apiReportChanged ? 'updated' : 'matches'} ${report}`,
    );
}

// The reference, in Markdown, from the doc models of every entry point.
const generated = update ? referenceDir : join(work, 'reference');
rmSync(generated, { recursive: true, force: true });
const documenter = spawnSync(
  'pnpm',
  ['exec', 'api-documenter', 'markdown', '--input-folder', models, '--output-folder', generated],
  { cwd: root, encoding: 'utf8' },
);
if (documenter.status !== 0) {
  problems++;
  console.error(`✖ API Documenter failed:\n${documenter.stdout}${documenter.stderr}`);
} else {
  const pages = readdirSync(generated).length;
  console.log(`✓ the API reference builds: ${pages} pages${update ? ', in docs/api' : ''}`);
}

rmSync(work, { recursive: true, force: true });
if (problems) {
  console.error(
    '\nIf the change is intended: pnpm build && pnpm run api:update, and commit the reports.',
  );
  process.exit(1);
}
