// What `pnpm test:soak` makes of Playwright's JSON reports: one row per browser spec (a test of one
// project), with how many of its runs passed and how long its slowest run took, and the table it
// prints. Plain functions over the report's data, so that they are tested without a browser.

/**
 * @typedef {object} SoakRow
 * @property {string} pkg      the workspace package the spec belongs to (its folder name)
 * @property {string} project  the Playwright project, or '' when the config has none
 * @property {string} spec     `file:line › title › path`
 * @property {number} runs     runs that ended (skipped ones do not count)
 * @property {number} passed   runs that passed
 * @property {number} slowestMs
 * @property {string[]} failures  the first line of each failed run's error, in the order they came
 */

/**
 * The specs of a report with the titles of the `describe` blocks around them. The top-level suites
 * are the files (titled with their path), the nested ones `describe` blocks.
 */
function* specsOf(suites, path = [], files = true) {
  for (const suite of suites ?? []) {
    const here = files ? [] : [...path, suite.title];
    for (const spec of suite.specs ?? []) yield { spec, path: here };
    yield* specsOf(suite.suites, here, false);
  }
}

/**
 * One row per spec and project of a Playwright JSON report (`--reporter=json`), every repetition
 * (`--repeat-each`) and retry counted as a run of its own.
 *
 * @param {{ suites?: unknown[] }} report
 * @param {string} pkg
 * @returns {SoakRow[]}
 */
export function soakRows(report, pkg) {
  const rows = new Map();
  for (const { spec, path } of specsOf(report.suites)) {
    const title = [...path, spec.title].join(' › ');
    for (const test of spec.tests ?? []) {
      const project = test.projectName ?? '';
      const key = `${project}\n${spec.file}:${spec.line}\n${title}`;
      let row = rows.get(key);
      if (!row) {
        row = {
          pkg,
          project,
          spec: `${spec.file}:${spec.line} › ${title}`,
          runs: 0,
          passed: 0,
          slowestMs: 0,
          failures: [],
        };
        rows.set(key, row);
      }
      for (const result of test.results ?? []) {
        if (result.status === 'skipped') continue;
        row.runs += 1;
        row.slowestMs = Math.max(row.slowestMs, result.duration ?? 0);
        if (result.status === test.expectedStatus) row.passed += 1;
        else {
          const message = result.error?.message ?? result.errors?.[0]?.message ?? result.status;
          row.failures.push(String(message).split('\n')[0].slice(0, 160));
        }
      }
    }
  }
  return [...rows.values()];
}

/** Rows with a run that did not pass (a spec skipped in every run has none). */
export function unstable(rows) {
  return rows.filter((row) => row.passed < row.runs);
}

/**
 * The table of pass rates, one line per spec, the unstable ones marked, then each unstable spec's
 * failures, and a closing line with the counts.
 *
 * @param {SoakRow[]} rows
 * @param {{ repeat: number, load: number }} how
 */
export function soakTable(rows, { repeat, load }) {
  const header = ['', 'package', 'project', 'passed', 'slowest', 'spec'];
  const lines = rows.map((row) => [
    row.runs === 0 ? '–' : row.passed === row.runs ? '✔' : '✖',
    row.pkg,
    row.project || '—',
    `${row.passed}/${row.runs}`,
    `${(row.slowestMs / 1000).toFixed(1)} s`,
    row.spec,
  ]);
  const widths = header.map((_, i) =>
    Math.max(...[header, ...lines].map((line) => line[i].length)),
  );
  const format = (line) =>
    line
      .map((cell, i) => (i === line.length - 1 ? cell : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  const out = [format(header), ...lines.map(format)];
  const bad = unstable(rows);
  for (const row of bad) {
    out.push('', `✖ ${row.pkg} ${row.project || ''} ${row.spec}`.replace(/ {2,}/g, ' '));
    for (const failure of row.failures) out.push(`    ${failure}`);
  }
  out.push(
    '',
    `${rows.length} specs, each run ${repeat} times beside ${load} busy loop${load === 1 ? '' : 's'}: ` +
      (bad.length === 0 ? 'every run passed.' : `${bad.length} did not pass every run.`),
  );
  return out.join('\n');
}
