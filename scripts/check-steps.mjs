// Runs `npm test`'s steps in phases and prints their summary. A phase's steps run side by side, up
// to its `parallel` count at a time, when their figures do not suffer from it (CPU-bound work on a
// machine with cores to spare); a timing-sensitive step has a phase of its own (`parallel: 1`).
//
// A step running alone streams its output. A step running beside others has its output (stdout and
// stderr, in the order they came) held and printed whole when it ends, under a header with its
// result and time, so no two steps' lines interleave.
//
// A failing step hides nothing: every other step still runs, so one run names every check that
// fails. Only a step that the later ones need (`required`: the build) stops the run when it fails;
// the steps of its phase still finish. The end of a failed side-by-side step's output is repeated
// just before the summary, where the tail of a long log still shows it.

import { spawn } from 'node:child_process';

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {string[][]} commands  Run one after the other; the step fails at the first that fails.
 * @property {boolean} [required]   The later phases need it: when it fails, none of them runs.
 * @typedef {{ parallel: number, steps: Step[] }} Phase
 * @typedef {{ name: string, ran: boolean, ok: boolean, seconds: number, tail?: string[] }} StepResult
 *   `tail`: the last lines a failed side-by-side step printed, for the end of the run to repeat.
 */

/** How many of a failed step's last lines the end of the run repeats. */
export const TAIL_LINES = 30;

/** The last `count` non-blank lines of `text`, without terminal colour codes. */
export function lastLines(text, count = TAIL_LINES) {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape starts colour codes.
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split(/\r?\n/)
      .filter((line) => line.trim() !== '')
      .slice(-count)
  );
}

/** Runs one command; resolves with whether it exited 0. `output` receives its bytes if piped. */
function runCommand([command, ...args], { cwd, env, output }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (output) {
      child.stdout.on('data', output);
      child.stderr.on('data', output);
    }
    child.on('error', (error) => {
      output?.(Buffer.from(`${command}: ${error.message}\n`));
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });
}

async function runStep(step, { cwd, env, buffered, write, now }) {
  const started = now();
  const chunks = [];
  const output = buffered ? (chunk) => chunks.push(chunk) : undefined;
  if (!buffered) write(`\n━━ ${step.name} ━━\n`);
  let ok = true;
  for (const command of step.commands) {
    ok = await runCommand(command, { cwd, env, output });
    if (!ok) break;
  }
  const seconds = (now() - started) / 1000;
  if (buffered) {
    write(`\n━━ ${step.name} (${ok ? '✔' : '✖'} ${seconds.toFixed(1)} s, ran beside others) ━━\n`);
    const text = Buffer.concat(chunks).toString();
    write(text);
    if (!ok) return { name: step.name, ran: true, ok, seconds, tail: lastLines(text) };
  }
  return { name: step.name, ran: true, ok, seconds };
}

/**
 * Runs the phases in order and returns one result per step, in the order the steps are listed
 * (a step that never started: `ran: false`).
 */
export async function runPhases(
  phases,
  { cwd, env, write = (text) => process.stdout.write(text), now = Date.now } = {},
) {
  const results = new Map();
  let stopped = false;
  for (const phase of phases) {
    if (stopped) break;
    const buffered = phase.parallel > 1 && phase.steps.length > 1;
    if (buffered) {
      write(
        `\n━━ side by side, ${phase.parallel} at a time: ${phase.steps.map((s) => s.name).join(', ')} ` +
          '(each step prints its output when it ends) ━━\n',
      );
    }
    const queue = [...phase.steps];
    const worker = async () => {
      for (let step = queue.shift(); step; step = queue.shift()) {
        const result = await runStep(step, { cwd, env, buffered, write, now });
        results.set(step.name, result);
        if (!result.ok && step.required) stopped = true;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, phase.parallel) }, worker));
  }
  return phases
    .flatMap((phase) => phase.steps)
    .map(
      (step) => results.get(step.name) ?? { name: step.name, ran: false, ok: false, seconds: 0 },
    );
}

/**
 * The end of each failed side-by-side step's output, under a header naming it: printed just before
 * the summary, so that the last lines of a long run still say which test failed and why. Empty when
 * no such step failed.
 */
export function failureTails(results) {
  return results
    .filter((r) => r.tail)
    .map((r) => `━━ the end of what "${r.name}" printed ━━\n${r.tail.join('\n')}`)
    .join('\n\n');
}

/**
 * The summary: one line per step with its seconds (or "not run"), the wall-clock time, then
 * `checks: N passed, N failed` (a step that did not run counts as failed) and the names of the
 * steps that failed.
 */
export function summary(results, wallSeconds) {
  const width = Math.max(52, ...results.map((r) => r.name.length));
  const lines = results.map(({ name, ran, ok, seconds }) =>
    ran
      ? `${ok ? '✔' : '✖'} ${name.padEnd(width)} ${seconds.toFixed(1).padStart(6)} s`
      : `– ${name.padEnd(width)} not run`,
  );
  const total = results.reduce((sum, r) => sum + r.seconds, 0);
  lines.push(
    `wall clock ${wallSeconds.toFixed(1)} s (the steps' times add up to ${total.toFixed(1)} s)`,
  );
  const passed = results.filter((r) => r.ok).length;
  lines.push(`checks: ${passed} passed, ${results.length - passed} failed`);
  const failed = results.filter((r) => r.ran && !r.ok).map((r) => r.name);
  if (failed.length) lines.push(`failed: ${failed.join('; ')}`);
  return lines.join('\n');
}
