import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { badCitations, headingSlug, headingSlugs } from './doc-refs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

test('a heading gets the anchor GitHub gives it', () => {
  assert.equal(headingSlug('The voice orb'), 'the-voice-orb');
  assert.equal(headingSlug("The site's own call guards"), 'the-sites-own-call-guards');
  assert.equal(headingSlug('@org/web-call'), 'orgweb-call');
  assert.equal(headingSlug('daily-js option checks'), 'daily-js-option-checks');
});

test('headings inside fenced code are not anchors', () => {
  const slugs = headingSlugs('# Top\n```sh\n# not a heading\n```\n## Next one\n');
  assert.deepEqual([...slugs], ['top', 'next-one']);
});

test('a citation of a missing document, a missing heading or an outside document is reported', () => {
  const files = {
    'docs/requirements.md': '# Requirements\n## The voice orb\n',
    'src/ok.ts': '// docs/requirements.md#the-voice-orb and docs/requirements.md',
    'src/bad.ts': [
      '// docs/requirements.md#the-orb',
      '// docs/nowhere.md#x',
      '// as SPEC §4 says',
      '// DESIGN "The site"',
    ].join('\n'),
  };
  const problems = badCitations(
    Object.keys(files),
    (file) => files[file],
    (doc) => `docs/${doc}` in files,
  );
  assert.deepEqual(problems, [
    'src/bad.ts:1: docs/requirements.md has no heading #the-orb',
    'src/bad.ts:2: docs/nowhere.md does not exist',
    'src/bad.ts:3: cites a document outside the repo: // as SPEC §4 says',
    'src/bad.ts:4: cites a document outside the repo: // DESIGN "The site"',
  ]);
});

test("the repo's files cite only docs/ headings that exist", () => {
  const output = (() => {
    try {
      return execFileSync('node', ['scripts/doc-refs.mjs'], { cwd: root, encoding: 'utf8' });
    } catch (error) {
      return `${error.stdout}${error.stderr}`;
    }
  })();
  assert.match(output, /every citation names a document and heading of docs\//, output);
});
