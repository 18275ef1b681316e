// The test command's step runner: phases in order, side-by-side steps' output held and printed
// whole, every step run whatever fails but what a failed required step stops, and the summary.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { failureTails, lastLines, runPhases, summary, TAIL_LINES } from './check-steps.mjs';

/** A step that prints `lines` (one every few ms, so two such steps overlap) and exits `code`. */
const step = (name, lines, code = 0) => ({
  name,
  commands: [
    [
      process.execPath,
      '-e',
      `const lines = ${JSON.stringify(lines)};
       let i = 0;
       const next = () => {
         if (i === lines.length) process.exit(${code});
         (i % 2 ? process.stderr : process.stdout).write(lines[i++] + '\\n');
         setTimeout(next, 15);
       };
       next();`,
    ],
  ],
});

async function run(phases) {
  let text = '';
  const results = await runPhases(phases, { write: (chunk) => (text += chunk) });
  return { text, results };
}

describe('runPhases', () => {
  it("prints each side-by-side step's output whole, under its header", async () => {
    const { text, results } = await run([
      { parallel: 2, steps: [step('one', ['1a', '1b', '1c']), step('two', ['2a', '2b', '2c'])] },
    ]);
    assert.deepEqual(
      results.map((r) => [r.name, r.ok]),
      [
        ['one', true],
        ['two', true],
      ],
    );
    assert.match(text, /side by side, 2 at a time: one, two/);
    assert.match(text, /━━ one \(✔ [\d.]+ s, ran beside others\) ━━\n1a\n1b\n1c\n/);
    assert.match(text, /━━ two \(✔ [\d.]+ s, ran beside others\) ━━\n2a\n2b\n2c\n/);
  });

  it('runs every other step after a failure, later phases included', async () => {
    const { text, results } = await run([
      {
        parallel: 2,
        steps: [
          step('fails', ['x'], 3),
          step('slow', ['s1', 's2', 's3', 's4']),
          step('queued', ['q']),
        ],
      },
      { parallel: 1, steps: [step('later', ['l'])] },
    ]);
    assert.deepEqual(
      results.map((r) => [r.name, r.ran, r.ok]),
      [
        ['fails', true, false],
        ['slow', true, true],
        ['queued', true, true],
        ['later', true, true],
      ],
    );
    assert.match(text, /━━ fails \(✖/);
    assert.match(text, /━━ queued \(✔/);
    assert.match(text, /━━ later ━━\n/);
  });

  it('a failed required step lets its phase finish and stops the later phases', async () => {
    const { results } = await run([
      {
        parallel: 2,
        steps: [{ ...step('build', ['b'], 1), required: true }, step('lint', ['ok'])],
      },
      { parallel: 1, steps: [step('tests', ['t'])] },
    ]);
    assert.deepEqual(
      results.map((r) => [r.name, r.ran, r.ok]),
      [
        ['build', true, false],
        ['lint', true, true],
        ['tests', false, false],
      ],
    );
  });

  it('runs a step alone under its header, and a step of several commands in order', async () => {
    const { results } = await run([
      {
        parallel: 1,
        steps: [
          { name: 'both', commands: [...step('a', ['a']).commands, ...step('b', ['b']).commands] },
        ],
      },
    ]);
    assert.equal(results[0].ok, true);
  });
});

describe('failureTails', () => {
  it("repeats the end of a failed side-by-side step's output, and nothing of the others", async () => {
    const many = Array.from({ length: TAIL_LINES + 5 }, (_, i) => `line ${i}`);
    const { results } = await run([
      {
        parallel: 2,
        steps: [step('fails', ['\u001b[31m✘ one spec\u001b[39m', ...many], 1), step('ok', ['y'])],
      },
    ]);
    const text = failureTails(results);
    const lines = text.split('\n');
    assert.equal(lines[0], '━━ the end of what "fails" printed ━━');
    assert.equal(lines.length, 1 + TAIL_LINES);
    assert.equal(lines.at(-1), `line ${TAIL_LINES + 4}`);
    assert.doesNotMatch(text, /\by\b/);
    assert.equal(failureTails(results.filter((r) => r.ok)), '');
  });

  it('keeps the last non-blank lines without colour codes', () => {
    assert.deepEqual(lastLines('a\n\n\u001b[1m\u001b[31mb\u001b[39m\u001b[22m\r\nc\n  \n', 2), [
      'b',
      'c',
    ]);
  });
});

describe('summary', () => {
  it('gives one line per step, the wall clock, and the checks line', () => {
    const text = summary(
      [
        { name: 'lint and format', ran: true, ok: true, seconds: 1.62 },
        { name: 'build', ran: true, ok: false, seconds: 40 },
        { name: 'browser tests', ran: false, ok: false, seconds: 0 },
      ],
      41.2,
    );
    const lines = text.split('\n');
    assert.match(lines[0], /^✔ lint and format\s+1\.6 s$/);
    assert.match(lines[1], /^✖ build\s+40\.0 s$/);
    assert.match(lines[2], /^– browser tests\s+not run$/);
    assert.equal(lines[3], "wall clock 41.2 s (the steps' times add up to 41.6 s)");
    assert.equal(lines[4], 'checks: 1 passed, 2 failed');
    assert.equal(lines[5], 'failed: build');
    assert.equal(lines.length, 6);
  });

  it('names every step that failed, and nothing when all passed', () => {
    const failed = summary(
      [
        { name: 'browser tests: @org/web-call', ran: true, ok: false, seconds: 9 },
        { name: 'browser tests: @org/site', ran: true, ok: false, seconds: 9 },
      ],
      18,
    ).split('\n');
    assert.equal(failed.at(-1), 'failed: browser tests: @org/web-call; browser tests: @org/site');
    const passed = summary([{ name: 'lint', ran: true, ok: true, seconds: 1 }], 1).split('\n');
    assert.equal(passed.at(-1), 'checks: 1 passed, 0 failed');
  });
});
