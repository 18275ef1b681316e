#!/usr/bin/env node
// Checks that the repo cites only its own documents: every `docs/<name>.md#<heading>` that a file
// names resolves to a heading of that document, and nothing outside `docs/` cites a document the
// repo does not hold. Prints each bad citation with its file and line; exits 1 when there is one.
// Usage: node scripts/doc-refs.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The anchor GitHub gives a Markdown heading: lower case, punctuation dropped, spaces as `-`. */
export function headingSlug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown text's headings (fenced code blocks skipped). */
export function headingSlugs(markdown) {
  const slugs = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading?.[1]) slugs.add(headingSlug(heading[1]));
  }
  return slugs;
}

/** Names of documents the repo does not hold, written as the repo's old citations wrote them. */
const OUTSIDE = /\b(?:SPEC|DESIGN)\b/;
/** This check and its test, which name bad citations to find them. */
const SELF = new Set(['scripts/doc-refs.mjs', 'scripts/doc-refs.test.mjs']);
const CITATION = /docs\/([\w.-]+\.md)(?:#([\w-]+))?/g;

/**
 * The bad citations in `files` (paths relative to `root`, read with `read`): a document of
 * `docs/` that does not exist, a heading it does not have, or a name of an outside document.
 */
export function badCitations(files, read, docExists) {
  const slugsOf = new Map();
  const problems = [];
  for (const file of files) {
    if (SELF.has(file)) continue;
    const lines = read(file).split('\n');
    lines.forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      if (!file.startsWith('docs/') && OUTSIDE.test(line))
        problems.push(`${where}: cites a document outside the repo: ${line.trim()}`);
      for (const [, doc, anchor] of line.matchAll(CITATION)) {
        if (!doc) continue;
        if (!docExists(doc)) {
          problems.push(`${where}: docs/${doc} does not exist`);
          continue;
        }
        if (!anchor) continue;
        if (!slugsOf.has(doc)) slugsOf.set(doc, headingSlugs(read(`docs/${doc}`)));
        if (!slugsOf.get(doc).has(anchor))
          problems.push(`${where}: docs/${doc} has no heading #${anchor}`);
      }
    });
  }
  return problems;
}

/** The repo's text files that git tracks or would track, without generated output. */
function repoFiles() {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: root, encoding: 'utf8' },
  );
  return listed
    .split('\0')
    .filter((file) => /\.(?:[cm]?[jt]sx?|md|css|html|sql|ya?ml|json)$/.test(file))
    .filter((file) => !/(^|\/)(?:CHANGELOG\.md|pnpm-lock\.yaml)$/.test(file))
    .filter((file) => existsSync(join(root, file)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = badCitations(
    repoFiles(),
    (file) => readFileSync(join(root, file), 'utf8'),
    (doc) => existsSync(join(root, 'docs', doc)),
  );
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n✖ ${problems.length} bad citation(s): see docs/ for the repo's documents.`);
    process.exit(1);
  }
  console.log('✔ every citation names a document and heading of docs/');
}
