import assert from 'node:assert/strict';
import { test } from 'node:test';
import { soakRows, soakTable, unstable } from './soak-report.mjs';

/** A Playwright JSON report: one file with a top-level spec and one in a describe block. */
const REPORT = {
  suites: [
    {
      title: 'e2e/call.spec.ts',
      file: 'e2e/call.spec.ts',
      specs: [
        {
          title: 'a call starts',
          file: 'e2e/call.spec.ts',
          line: 7,
          tests: [
            {
              projectName: 'chromium',
              expectedStatus: 'passed',
              results: [{ status: 'passed', duration: 1200 }],
            },
            {
              projectName: 'chromium',
              expectedStatus: 'passed',
              results: [{ status: 'passed', duration: 3400 }],
            },
            {
              projectName: 'chromium',
              expectedStatus: 'passed',
              results: [
                {
                  status: 'timedOut',
                  duration: 30000,
                  error: { message: 'Test timeout of 30000ms exceeded.\nmore' },
                },
              ],
            },
          ],
        },
      ],
      suites: [
        {
          title: 'when offline',
          file: 'e2e/call.spec.ts',
          specs: [
            {
              title: 'it fails',
              file: 'e2e/call.spec.ts',
              line: 20,
              tests: [
                {
                  projectName: 'chromium',
                  expectedStatus: 'passed',
                  results: [{ status: 'passed', duration: 500 }],
                },
                {
                  projectName: 'chromium',
                  expectedStatus: 'passed',
                  results: [{ status: 'skipped', duration: 0 }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

test('one row per spec and project, each repetition a run, skipped runs left out', () => {
  const rows = soakRows(REPORT, 'web-call');
  assert.deepEqual(rows, [
    {
      pkg: 'web-call',
      project: 'chromium',
      spec: 'e2e/call.spec.ts:7 › a call starts',
      runs: 3,
      passed: 2,
      slowestMs: 30000,
      failures: ['Test timeout of 30000ms exceeded.'],
    },
    {
      pkg: 'web-call',
      project: 'chromium',
      spec: 'e2e/call.spec.ts:20 › when offline › it fails',
      runs: 1,
      passed: 1,
      slowestMs: 500,
      failures: [],
    },
  ]);
  assert.deepEqual(
    unstable(rows).map((row) => row.spec),
    ['e2e/call.spec.ts:7 › a call starts'],
  );
});

test('the table marks each spec, lists the failures of the unstable ones and counts them', () => {
  const table = soakTable(soakRows(REPORT, 'web-call'), { repeat: 3, load: 2 });
  const lines = table.split('\n');
  const cells = (line) => line.split(/ {2,}/);
  assert.deepEqual(cells(lines[0]), ['', 'package', 'project', 'passed', 'slowest', 'spec']);
  assert.deepEqual(cells(lines[1]), [
    '✖',
    'web-call',
    'chromium',
    '2/3',
    '30.0 s',
    'e2e/call.spec.ts:7 › a call starts',
  ]);
  assert.deepEqual(cells(lines[2]).slice(0, 5), ['✔', 'web-call', 'chromium', '1/1', '0.5 s']);
  assert.ok(lines.includes('    Test timeout of 30000ms exceeded.'));
  assert.equal(
    lines.at(-1),
    '2 specs, each run 3 times beside 2 busy loops: 1 did not pass every run.',
  );
});

test('a spec skipped in every run is shown, and not counted as unstable', () => {
  const skipped = { expectedStatus: 'skipped', results: [{ status: 'skipped', duration: 0 }] };
  const report = {
    suites: [
      {
        title: 'a.spec.ts',
        file: 'a.spec.ts',
        specs: [{ title: 'later', file: 'a.spec.ts', line: 1, tests: [skipped, skipped] }],
      },
    ],
  };
  const rows = soakRows(report, 'site');
  assert.deepEqual(unstable(rows), []);
  const line = soakTable(rows, { repeat: 2, load: 0 }).split('\n')[1];
  assert.deepEqual(line.split(/ {2,}/).slice(0, 4), ['–', 'site', '—', '0/0']);
});
