#!/usr/bin/env node
// Holds each published package's README to what a user of its tarball has:
// - every TypeScript / JavaScript code block type-checks against the built packages, imported by
//   their published names through their exports maps (`@org/web-call/react`, …), under the
//   settings of a strict bundler project;
// - links are absolute or point at a heading of the README itself;
// - nothing names a file or folder of the repository that the tarball does not hold, or a command
//   of the repository's or the package's scripts, unless it is the text of an absolute link;
// - each entry of `files` in package.json is in what `npm pack` packs.
//
// A code block that is a fragment declares what it assumes in an HTML comment right before it,
// which GitHub and npm do not show:
//
//   <!-- check: prelude
//   declare const client: import('@org/api-client').Client;
//   -->
//
// Only blank lines may stand between the comment and the block. A line that shows a type error on
// purpose carries `// @ts-expect-error: <what>`, so the check holds that it still fails. A block
// that is not code to run (a signature) says why in its info string: ```ts check-skip: <reason>.
// Prints each problem with its file and line; exits 1 when there is one.
// Usage: node scripts/readme-check.mjs   (build the packages first:
// pnpm turbo run build --filter=./packages/*)
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headingSlugs } from './doc-refs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Languages whose blocks are type-checked, and the file extension each is checked as. */
const CHECKED = { ts: 'ts', typescript: 'ts', tsx: 'tsx', js: 'js', javascript: 'js', jsx: 'jsx' };
const FENCE = /^(\s*)(`{3,}|~{3,})\s*([^`\s]*)\s*(.*)$/;

/**
 * @typedef {object} CodeBlock
 * @property {string} lang   The info string's first word (`ts`, `sh`, …), lower case.
 * @property {number} line   README line of the block's first code line (1-based).
 * @property {string} code
 * @property {string} prelude  The code of a `<!-- check: prelude … -->` comment right before it.
 * @property {string | null} skip  The reason of a `check-skip: <reason>` marker, `''` without one.
 */

/** The fenced code blocks of a Markdown text, each with its prelude and skip marker. */
export function codeBlocks(markdown) {
  const lines = markdown.split('\n');
  /** @type {CodeBlock[]} */
  const blocks = [];
  let prelude = '';
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const comment = /^\s*<!--\s*check:\s*prelude\b(.*)$/.exec(line);
    if (comment) {
      const body = [];
      let rest = comment[1] ?? '';
      while (!rest.includes('-->') && index + 1 < lines.length) {
        body.push(rest);
        index++;
        rest = lines[index] ?? '';
      }
      body.push(rest.slice(0, rest.indexOf('-->')));
      prelude = body.join('\n').trim();
      continue;
    }
    const fence = FENCE.exec(line);
    if (!fence) {
      if (line.trim() !== '') prelude = '';
      continue;
    }
    const [, , marks = '```', lang = '', info = ''] = fence;
    const start = index + 1;
    let end = start;
    while (end < lines.length && !(lines[end] ?? '').trim().startsWith(marks)) end++;
    const skip = /\bcheck-skip\b:?\s*(.*)$/.exec(info);
    blocks.push({
      lang: lang.toLowerCase(),
      line: start + 1,
      code: lines.slice(start, end).join('\n'),
      prelude,
      skip: skip ? (skip[1] ?? '').trim() : null,
    });
    prelude = '';
    index = end;
  }
  return blocks;
}

/**
 * Type-checks the code blocks of `readmes` (`{ file, markdown }`, `file` as it is printed) as
 * modules of one project whose `node_modules` links each name of `modules` to its folder. Returns
 * one problem per error: `<file>:<line> (block at line <n>): error TS<code>: <message>`.
 */
export function typeCheckBlocks(readmes, { modules, typescript = loadTypeScript() }) {
  const ts = typescript;
  const problems = [];
  const dir = mkdtempSync(join(tmpdir(), 'readme-check-'));
  try {
    for (const [name, target] of Object.entries(modules)) {
      const link = join(dir, 'node_modules', name);
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(target, link, 'dir');
    }
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
    /** @type {Map<string, { file: string, block: CodeBlock, offset: number }>} */
    const sources = new Map();
    for (const { file, markdown } of readmes) {
      for (const block of codeBlocks(markdown)) {
        const extension = CHECKED[block.lang];
        if (!extension) continue;
        if (block.skip !== null) {
          if (block.skip === '')
            problems.push(`${file}:${block.line}: check-skip needs a reason (check-skip: <why>)`);
          continue;
        }
        const name = `${file.replace(/[^\w]+/g, '-')}-L${block.line}.${extension}`;
        const prelude = block.prelude ? `${block.prelude}\n` : '';
        const offset = prelude ? prelude.split('\n').length - 1 : 0;
        // `export {}` makes every block a module of its own: top-level await works, and the
        // names of one block do not meet another's.
        writeFileSync(join(dir, name), `${prelude}${block.code}\nexport {};\n`);
        sources.set(join(dir, name), { file, block, offset });
      }
    }
    if (sources.size === 0) return problems;
    const options = {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      jsx: ts.JsxEmit.ReactJSX,
      allowJs: true,
      checkJs: true,
      // The packages' own declarations are checked by their builds and by type-cost.mjs; checking
      // every library's here would triple the time for nothing the blocks add.
      skipLibCheck: true,
      typeRoots: [join(dir, 'node_modules', '@types')],
      types: '@types/node' in modules ? ['node'] : [],
    };
    const program = ts.createProgram([...sources.keys()], options);
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      const source = diagnostic.file && sources.get(diagnostic.file.fileName);
      if (!source || diagnostic.start === undefined) {
        problems.push(`error TS${diagnostic.code}: ${message}`);
        continue;
      }
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      const { file, block, offset } = source;
      const where =
        line < offset
          ? `${file}:${block.line - 1} (the prelude of the block at line ${block.line})`
          : `${file}:${block.line + line - offset} (block at line ${block.line})`;
      problems.push(`${where}: error TS${diagnostic.code}: ${message}`);
    }
    return problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function loadTypeScript() {
  return createRequire(join(root, 'package.json'))('typescript');
}

/** Markdown without its fenced code blocks of checked languages and its HTML comments. */
function prose(markdown) {
  const lines = markdown.split('\n');
  const kept = [];
  let fence = null;
  let comment = false;
  for (const line of lines) {
    const match = FENCE.exec(line);
    if (fence) {
      if (line.trim().startsWith(fence.marks)) fence = null;
      kept.push(fence?.checked ? '' : line);
      continue;
    }
    if (match) {
      fence = { marks: match[2] ?? '```', checked: (match[3] ?? '').toLowerCase() in CHECKED };
      kept.push('');
      continue;
    }
    let text = line;
    if (comment) {
      const end = text.indexOf('-->');
      if (end < 0) {
        kept.push('');
        continue;
      }
      comment = false;
      text = text.slice(end + 3);
    }
    text = text.replace(/<!--.*?-->/g, '');
    const open = text.indexOf('<!--');
    if (open >= 0) {
      comment = true;
      text = text.slice(0, open);
    }
    kept.push(text);
  }
  return kept;
}

const LINK = /\[((?:[^[\]]|\[[^\]]*\])*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g;
const REFERENCE = /^\s*\[[^\]]+\]:\s*(\S+)/;
const HTML_LINK = /<(?:a|img)\s[^>]*?\b(?:href|src)="([^"]*)"/g;
const ABSOLUTE = /^(?:https?:|mailto:)/;
/** Folders of a package or of the repository that no tarball holds. */
const REPO_FOLDER =
  /(?<![\w@/.-])(?:\.{1,2}\/)*(?:src|e2e|contract|compat|bench|scripts|spec|examples|apps|supabase|reports)\/[\w./{}*-]*/g;
const PATH_TOKEN = /(?<![\w@/.-])[\w.-]+(?:\/[\w.{}*-]+)*\/?/g;

/**
 * What a published README points at that its user does not have: relative links, anchors that no
 * heading has, the repository's files and folders that the tarball does not hold (`repoPaths`:
 * paths relative to the package, and the package's files by name), and commands of the scripts
 * (`scripts`: the names of the repository's and the package's scripts). The text of an absolute
 * link is exempt: the reader can open what it names.
 */
export function pointerProblems(file, markdown, { repoPaths, scripts }) {
  const problems = [];
  const anchors = headingSlugs(markdown);
  const scriptCommand = new RegExp(
    String.raw`\b(?:pnpm|npm|yarn)\s+(?:(?:--filter|-F)\b|turbo\b|exec\s+turbo\b|(?:run\s+)?(?:${scripts
      .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|')})(?![\w:-]))|\bturbo\s+run\b`,
  );
  prose(markdown).forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    const targets = [...line.matchAll(LINK)].map((match) => match[2] ?? '');
    const reference = REFERENCE.exec(line);
    if (reference?.[1]) targets.push(reference[1]);
    for (const [, target] of line.matchAll(HTML_LINK)) targets.push(target ?? '');
    for (const target of targets) {
      if (ABSOLUTE.test(target)) continue;
      if (target.startsWith('#')) {
        if (!anchors.has(target.slice(1)))
          problems.push(`${where}: links to #${target.slice(1)}, which no heading has`);
        continue;
      }
      problems.push(`${where}: relative link ${target}: link absolutely (the package's homepage)`);
    }
    // Absolute links name what the reader can open, their text included.
    const text = line
      .replace(LINK, (_whole, label, target) => (ABSOLUTE.test(target) ? '' : label))
      .replace(/https?:\/\/\S+/g, '');
    const named = new Set();
    for (const [token] of text.matchAll(REPO_FOLDER)) named.add(token.replace(/\.+$/, ''));
    for (const [token] of text.matchAll(PATH_TOKEN)) {
      // A bare word is no path: a token names a file or folder with a `/` or an extension.
      if (!/\/|\.\w+$/.test(token)) continue;
      const path = token.replace(/^(?:\.\/)+/, '').replace(/\/$/, '');
      if (repoPaths.has(path)) named.add(token);
    }
    for (const token of named)
      problems.push(`${where}: names ${token}, which the package's tarball does not hold`);
    const command = scriptCommand.exec(text);
    if (command)
      problems.push(`${where}: names the repository's command \`${command[0].trim()}…\``);
  });
  return problems;
}

/** The entries of `files` that match nothing of what `npm pack` packs (`packed`: its paths). */
export function missingFiles(files, packed) {
  const matches = (entry) => {
    const pattern = entry.replace(/^\.\//, '').replace(/\/$/, '');
    const regex = new RegExp(
      `^${pattern
        .split(/(\*\*\/?|\*)/)
        .map((part) =>
          part === '**' || part === '**/'
            ? '(?:.*/)?'
            : part === '*'
              ? '[^/]*'
              : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('')}(?:/.*)?$`,
    );
    return packed.some((path) => regex.test(path));
  };
  return files.filter((entry) => !matches(entry));
}

/** The published packages: `packages/*` whose package.json is not private. */
function publishedPackages() {
  return readdirSync(join(root, 'packages'))
    .map((name) => join(root, 'packages', name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private);
}

/** The package's files that git tracks, relative to it, and the names of those below a folder. */
function repoPathsOf(dir, packed) {
  const listed = execFileSync('git', ['ls-files', '-z', '.'], { cwd: dir, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
    .filter((path) => !packed.includes(path));
  const paths = new Set();
  for (const path of listed) {
    paths.add(path);
    const parts = path.split('/');
    for (let end = 1; end < parts.length; end++) paths.add(parts.slice(0, end).join('/'));
    if (parts.length > 1) paths.add(parts.at(-1) ?? path);
  }
  return paths;
}

/** What `npm pack` packs of the package, as paths relative to it. */
function packedPaths(dir) {
  const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [report] = JSON.parse(output);
  return report.files.map((entry) => entry.path);
}

/** What a user's project holds beside the packages: the tools the READMEs' examples import. */
function userModules(packages) {
  const modules = {};
  for (const { dir, manifest } of packages) modules[manifest.name] = dir;
  const from = join(root, 'packages', 'web-call', 'node_modules');
  for (const name of [
    'msw',
    'vitest',
    'react',
    'react-dom',
    '@testing-library/react',
    '@types/react',
    '@types/react-dom',
    '@types/node',
  ])
    modules[name] = join(from, name);
  return modules;
}

function main() {
  const packages = publishedPackages();
  const unbuilt = packages.filter(({ dir }) => !existsSync(join(dir, 'dist')));
  if (unbuilt.length > 0) {
    console.error(
      `✖ ${unbuilt.map(({ manifest }) => manifest.name).join(', ')} not built: run pnpm turbo run build --filter=./packages/*`,
    );
    process.exit(1);
  }
  const rootScripts = Object.keys(
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts ?? {},
  );
  const problems = [];
  const readmes = [];
  for (const { dir, manifest } of packages) {
    const file = relative(root, join(dir, 'README.md'));
    const markdown = readFileSync(join(dir, 'README.md'), 'utf8');
    readmes.push({ file, markdown });
    const packed = packedPaths(dir);
    const scripts = [...new Set([...rootScripts, ...Object.keys(manifest.scripts ?? {})])];
    problems.push(
      ...pointerProblems(file, markdown, { repoPaths: repoPathsOf(dir, packed), scripts }),
    );
    for (const entry of missingFiles(manifest.files ?? [], packed))
      problems.push(
        `${relative(root, join(dir, 'package.json'))}: files lists ${entry}, which npm pack does not pack`,
      );
  }
  problems.push(...typeCheckBlocks(readmes, { modules: userModules(packages) }));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n✖ ${problems.length} problem(s) in the published READMEs and files`);
    process.exit(1);
  }
  console.log(
    `✔ ${packages.map(({ manifest }) => manifest.name).join(', ')}: README code blocks type-check, README points only at what the tarball and the web hold, files matches npm pack`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
