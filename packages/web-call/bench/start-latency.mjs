// Start-latency benchmark (issue 4 "Tests and figures"): click → call-start-success for
// @org/web-call and the existing SDK (@vapi-ai/web), over one simulated Daily module and one
// simulated network, desktop and mobile, cold and after preload(). Never touches the network.

import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// esbuild comes with tsup (a devDependency); reach it through tsup rather than add a dependency.
const esbuild = createRequire(createRequire(import.meta.url).resolve('tsup')).call(null, 'esbuild');

const out = mkdtempSync(join(tmpdir(), 'web-call-bench-'));
try {
  await esbuild.build({
    entryPoints: [join(here, 'scenario.ts')],
    outfile: join(out, 'scenario.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    alias: { '@daily-co/daily-js': join(here, 'simulated-daily.ts') },
    // The existing SDK is CommonJS and requires Node's `events`: give the ESM bundle a require().
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  const { run, NETWORK } = await import(pathToFileURL(join(out, 'scenario.mjs')).href);

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  async function measure(scenario) {
    const times = [];
    for (let i = 0; i < RUNS; i++) times.push(await run(scenario));
    return median(times);
  }

  // One discarded run per client first, so that JIT warm-up is not billed to the first scenario.
  await run({ client: 'existing', mobile: false, preload: false });
  await run({ client: 'ours', mobile: false, preload: false });

  const coldLimit = Math.max(NETWORK.postMs, NETWORK.bundleMs) + NETWORK.joinMs;
  const warmLimit = NETWORK.postMs + NETWORK.joinMs;
  const existing = {
    desktop: await measure({ client: 'existing', mobile: false, preload: false }),
    mobile: await measure({ client: 'existing', mobile: true, preload: false }),
  };
  const rows = [];
  for (const device of ['desktop', 'mobile']) {
    for (const preload of [false, true]) {
      const ours = await measure({ client: 'ours', mobile: device === 'mobile', preload });
      const limit = preload ? warmLimit : coldLimit;
      const target = device === 'mobile' ? 0.44 : preload ? 0.69 : 0.82;
      const ratio = ours / existing[device];
      rows.push({
        scenario: `${device}, ${preload ? 'after preload()' : 'cold'}`,
        'ours ms': Math.round(ours),
        'existing ms': Math.round(existing[device]),
        'ours / existing': ratio.toFixed(2),
        'target ratio': `≤ ${target}`,
        'limit ms': limit,
        'ours / limit': (ours / limit).toFixed(3),
        pass: ratio <= target && ours <= limit * 1.05 ? 'yes' : 'NO',
      });
    }
  }
  console.log(
    `Start latency, click → call-start-success (median of ${RUNS}; POST ${NETWORK.postMs} ms, ` +
      `bundle ${NETWORK.bundleMs} ms once, join ${NETWORK.joinMs} ms). The existing SDK has no preload().`,
  );
  console.table(rows);
  if (rows.some((row) => row.pass !== 'yes')) process.exitCode = 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
