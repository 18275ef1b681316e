// The benchmark's figures: what each one is, whether it met its target, and the tables that print
// them. Two kinds:
//
// - a check comes out the same on every machine (bytes, Lighthouse's accessibility, best practices
//   and SEO, layout shift, which requests block rendering, a ratio against a reference measured in
//   the same process): a miss fails `npm test`;
// - a benchmark figure depends on how fast the host is (scores and times): a miss is named, never
//   failed on.
//
// Pure functions only: `scripts/bench.mjs` and the scripts that measure call them.

/**
 * @typedef {'<=' | '>=' | '='} Comparison
 * @typedef {{ op: Comparison, value: number }} Target
 * @typedef {object} Figure
 * @property {string} id        Stable across runs (`site:/:fcp`), so two reports can be compared.
 * @property {string} section   The table the figure is printed in.
 * @property {string} name      What the figure is, for people.
 * @property {number} value     In `unit`.
 * @property {string} unit      `ms`, `KB`, `''` (a score, a ratio, a count)…
 * @property {number} [digits]  Decimals printed (default: 0 for ms, 1 for KB, 2 otherwise).
 * @property {Target} [target]  None: the figure is printed only.
 * @property {'check' | 'benchmark'} kind
 * @property {string} [note]    Printed after the table when the figure misses (e.g. which URLs).
 */

/** Whether a figure meets its target; `undefined` for a figure without one. */
export function meets(figure) {
  const { target, value } = figure;
  if (!target) return undefined;
  if (!Number.isFinite(value)) return false;
  if (target.op === '<=') return value <= target.value;
  if (target.op === '>=') return value >= target.value;
  return value === target.value;
}

/** Decimals printed for a figure. */
function digitsOf(figure) {
  if (figure.digits !== undefined) return figure.digits;
  if (figure.unit === 'ms') return 0;
  if (figure.unit === 'KB') return 1;
  return 2;
}

/** A value as printed: `1234 ms`, `112.7 KB`, `0.42`. */
export function formatValue(value, figure) {
  if (!Number.isFinite(value)) return 'n/a';
  const text = value.toFixed(digitsOf(figure));
  return figure.unit ? `${text} ${figure.unit}` : text;
}

const OPERATORS = { '<=': '≤', '>=': '≥', '=': '=' };

/** A target as printed: `≤ 1200 ms`; empty for a figure without one. */
export function formatTarget(figure) {
  if (!figure.target) return '';
  return `${OPERATORS[figure.target.op]} ${formatValue(figure.target.value, figure)}`;
}

/** What the result column says: `ok`, `FAIL` (a check), `missed` (a benchmark figure), or ``. */
export function verdict(figure) {
  const ok = meets(figure);
  if (ok === undefined) return '';
  if (ok) return 'ok';
  return figure.kind === 'check' ? 'FAIL' : 'missed';
}

/** Left-aligned text columns with a rule under the heading row. */
export function table(rows) {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => String(row[col]).length)));
  const line = (row) =>
    row
      .map((cell, col) => String(cell).padEnd(widths[col]))
      .join('  ')
      .trimEnd();
  return [
    line(rows[0]),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}

/** Every section's table, in the order the figures come, each under its section's name. */
export function figureTables(figures) {
  const sections = new Map();
  for (const figure of figures) {
    const list = sections.get(figure.section) ?? [];
    list.push(figure);
    sections.set(figure.section, list);
  }
  return [...sections]
    .map(([section, list]) =>
      [
        section,
        table([
          ['figure', 'value', 'target', 'result', 'kind'],
          ...list.map((f) => [
            f.name,
            formatValue(f.value, f),
            formatTarget(f),
            verdict(f),
            f.kind === 'check' ? 'check' : 'benchmark',
          ]),
        ]),
      ].join('\n'),
    )
    .join('\n\n');
}

/** The figures that missed their targets: checks (which fail `npm test`) and benchmark figures. */
export function misses(figures) {
  const missed = figures.filter((figure) => meets(figure) === false);
  return {
    checks: missed.filter((figure) => figure.kind === 'check'),
    benchmark: missed.filter((figure) => figure.kind !== 'check'),
  };
}

/** Every missed figure, under its section, with its value, target and note. */
export function missReport(figures) {
  const { checks, benchmark } = misses(figures);
  const describe = (list) => {
    const lines = [];
    let section;
    for (const f of list) {
      if (f.section !== section) {
        section = f.section;
        lines.push(`  ${section}:`);
      }
      lines.push(
        `    - ${f.name} ${formatValue(f.value, f)}, target ${formatTarget(f)}` +
          (f.note ? ` (${f.note})` : ''),
      );
    }
    return lines;
  };
  const lines = [];
  if (checks.length) {
    lines.push(`Checks that failed (these fail npm test): ${checks.length}`, ...describe(checks));
  } else {
    lines.push('Checks: all met.');
  }
  if (benchmark.length) {
    lines.push(
      `Benchmark figures that missed their targets (printed only: they depend on the host's speed): ${benchmark.length}`,
      ...describe(benchmark),
    );
  } else {
    lines.push('Benchmark figures: all met their targets.');
  }
  return lines.join('\n');
}

/**
 * The figures two reports share, with the change from `before` to `after` (value and share of the
 * earlier value). Figures only one report has, or that one of them could not take, are left out.
 */
export function compareFigures(before, after) {
  const earlier = new Map(before.map((figure) => [figure.id, figure]));
  const rows = [];
  for (const figure of after) {
    const old = earlier.get(figure.id);
    if (!old || !Number.isFinite(old.value) || !Number.isFinite(figure.value)) continue;
    const delta = figure.value - old.value;
    rows.push({
      figure,
      before: old.value,
      after: figure.value,
      delta,
      share: old.value === 0 ? undefined : delta / Math.abs(old.value),
    });
  }
  return rows;
}

/** The comparison, one table per section (as in `after`): figure, before, after, delta, change. */
export function comparisonTable(rows) {
  const signed = (value, figure) => `${value > 0 ? '+' : ''}${formatValue(value, figure)}`;
  const sections = new Map();
  for (const row of rows) {
    const list = sections.get(row.figure.section) ?? [];
    list.push(row);
    sections.set(row.figure.section, list);
  }
  return [...sections]
    .map(([section, list]) =>
      [
        section,
        table([
          ['figure', 'before', 'after', 'delta', 'change'],
          ...list.map(({ figure, before, after, delta, share }) => [
            figure.name,
            formatValue(before, figure),
            formatValue(after, figure),
            signed(delta, figure),
            share === undefined ? '' : `${share > 0 ? '+' : ''}${(share * 100).toFixed(1)} %`,
          ]),
        ]),
      ].join('\n'),
    )
    .join('\n\n');
}
