import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { codeBlocks, missingFiles, pointerProblems, typeCheckBlocks } from './readme-check.mjs';

const fence = '```';

test('a code block comes with its line, its prelude and its skip marker', () => {
  const markdown = [
    '# Title', // 1
    '', // 2
    '<!-- check: prelude', // 3
    'declare const a: number;', // 4
    '-->', // 5
    `${fence}ts`, // 6
    'a + 1;', // 7
    fence, // 8
    `${fence}sh`, // 9
    'pnpm add x', // 10
    fence, // 11
    `${fence}ts check-skip: a signature`, // 12
    'f(a: string)', // 13
    fence, // 14
    '<!-- check: prelude declare const b: string; -->', // 15
    'Text between the comment and the block.', // 16
    `${fence}tsx`, // 17
    '<b />', // 18
    fence, // 19
  ].join('\n');
  assert.deepEqual(codeBlocks(markdown), [
    { lang: 'ts', line: 7, code: 'a + 1;', prelude: 'declare const a: number;', skip: null },
    { lang: 'sh', line: 10, code: 'pnpm add x', prelude: '', skip: null },
    { lang: 'ts', line: 13, code: 'f(a: string)', prelude: '', skip: 'a signature' },
    { lang: 'tsx', line: 18, code: '<b />', prelude: '', skip: null },
  ]);
});

/** A package as a user installs it: types behind an exports map, with one subpath. */
let fixture;
before(() => {
  fixture = mkdtempSync(join(tmpdir(), 'readme-check-fixture-'));
  writeFileSync(
    join(fixture, 'package.json'),
    JSON.stringify({
      name: '@fixture/greet',
      type: 'module',
      exports: {
        '.': { types: './index.d.ts', default: './index.js' },
        './loud': { types: './loud.d.ts', default: './loud.js' },
      },
    }),
  );
  writeFileSync(
    join(fixture, 'index.d.ts'),
    'export declare function greet(name: string): string;\n',
  );
  writeFileSync(
    join(fixture, 'loud.d.ts'),
    'export declare function shout(name: string): string;\n',
  );
  mkdirSync(join(fixture, 'internal'));
  writeFileSync(join(fixture, 'internal', 'secret.d.ts'), 'export declare const secret: 1;\n');
});
after(() => rmSync(fixture, { recursive: true, force: true }));

test('a broken block is reported with the README, its line and the TypeScript error', () => {
  const markdown = [
    '# Greet', // 1
    `${fence}ts`, // 2
    "import { greet } from '@fixture/greet';", // 3
    "import { shout } from '@fixture/greet/loud';", // 4
    "greet('Ann');", // 5
    "shout('Bo');", // 6
    fence, // 7
    'A fragment:', // 8
    '<!-- check: prelude', // 9
    "import { greet } from '@fixture/greet';", // 10
    'declare const who: string;', // 11
    '-->', // 12
    `${fence}ts`, // 13
    'greet(who);', // 14
    'greet(42);', // 15
    fence, // 16
    `${fence}ts`, // 17
    "import { secret } from '@fixture/greet/internal/secret';", // 18
    '// @ts-expect-error: a number is no name', // 19
    "import('@fixture/greet').then(({ greet }) => greet(1));", // 20
    fence, // 21
    `${fence}ts check-skip`, // 22
    'not checked(', // 23
    fence, // 24
  ].join('\n');
  const problems = typeCheckBlocks([{ file: 'pkg/README.md', markdown }], {
    modules: { '@fixture/greet': fixture },
  });
  assert.deepEqual(problems.sort(), [
    "pkg/README.md:15 (block at line 14): error TS2345: Argument of type 'number' is not assignable to parameter of type 'string'.",
    "pkg/README.md:18 (block at line 18): error TS2307: Cannot find module '@fixture/greet/internal/secret' or its corresponding type declarations.",
    'pkg/README.md:23: check-skip needs a reason (check-skip: <why>)',
  ]);
});

test('blocks that compile give no problem, and an unused expectation of an error is one', () => {
  const good = [`${fence}ts`, "import { greet } from '@fixture/greet';", "greet('Ann');", fence];
  assert.deepEqual(
    typeCheckBlocks([{ file: 'README.md', markdown: good.join('\n') }], {
      modules: { '@fixture/greet': fixture },
    }),
    [],
  );
  const stale = [`${fence}ts`, '// @ts-expect-error', 'const fine = 1;', fence].join('\n');
  assert.deepEqual(typeCheckBlocks([{ file: 'README.md', markdown: stale }], { modules: {} }), [
    "README.md:2 (block at line 2): error TS2578: Unused '@ts-expect-error' directive.",
  ]);
  const prelude = [
    '<!-- check: prelude',
    'declare const x: Nope;',
    '-->',
    `${fence}ts`,
    'x;',
    fence,
  ];
  assert.deepEqual(
    typeCheckBlocks([{ file: 'README.md', markdown: prelude.join('\n') }], { modules: {} }),
    ["README.md:4 (the prelude of the block at line 5): error TS2304: Cannot find name 'Nope'."],
  );
});

test('a README may point only at what its user has', () => {
  const markdown = [
    '# Pkg', // 1
    '## Usage', // 2
    'See [usage](#usage), [the guide](https://example.com/guide) and [gone](#nowhere).', // 3
    'The example is in [examples/react](../../examples/react).', // 4
    'The test `src/pkg.test.ts` proves it; so does `client.spec.ts` in `e2e/`.', // 5
    'Run `pnpm turbo run build --filter=./packages/*`, then `pnpm run check:package`.', // 6
    'Its figures: [`pnpm check:packages`](https://github.com/org/repo#size-budgets).', // 7
    'Install with `pnpm add pkg`; a test file of yours, `voice.test.ts`, runs with `vitest run`.', // 8
    '<!-- check: prelude', // 9
    'declare const see: typeof import("./src/pkg");', // 10
    '-->', // 11
    `${fence}ts`, // 12
    "import x from './src/pkg';", // 13
    fence, // 14
    `${fence}sh`, // 15
    'pnpm test', // 16
    fence, // 17
    '[ref]: ./guide/intro.md', // 18
    '<img src="logo.svg" alt=""> <a href="https://example.com">ok</a>', // 19
  ].join('\n');
  const problems = pointerProblems('pkg/README.md', markdown, {
    repoPaths: new Set(['src', 'src/pkg.test.ts', 'e2e', 'e2e/client.spec.ts', 'client.spec.ts']),
    scripts: ['test', 'build', 'check:package', 'check:packages'],
  });
  assert.deepEqual(problems, [
    'pkg/README.md:3: links to #nowhere, which no heading has',
    "pkg/README.md:4: relative link ../../examples/react: link absolutely (the package's homepage)",
    "pkg/README.md:4: names examples/react, which the package's tarball does not hold",
    "pkg/README.md:5: names src/pkg.test.ts, which the package's tarball does not hold",
    "pkg/README.md:5: names e2e/, which the package's tarball does not hold",
    "pkg/README.md:5: names client.spec.ts, which the package's tarball does not hold",
    "pkg/README.md:6: names the repository's command `pnpm turbo…`",
    "pkg/README.md:16: names the repository's command `pnpm test…`",
    "pkg/README.md:18: relative link ./guide/intro.md: link absolutely (the package's homepage)",
    "pkg/README.md:19: relative link logo.svg: link absolutely (the package's homepage)",
  ]);
});

test('each entry of files must match something npm packs', () => {
  const packed = ['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts'];
  assert.deepEqual(
    missingFiles(['dist', 'README.md', 'LICENSE', 'CHANGELOG.md', 'dist/*.d.ts', 'types'], packed),
    ['CHANGELOG.md', 'types'],
  );
  assert.deepEqual(missingFiles(['./dist/', '**/*.js'], packed), []);
});
