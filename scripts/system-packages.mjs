// The Debian packages the README's test command needs besides npm's: headless Chromium for the
// browser tests and the benchmark (see browser.mjs) and PostgreSQL for the local stack's second run. Pure decisions here (tested in
// system-packages.test.mjs); scripts/bootstrap.mjs runs apt-get.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where Debian installs PostgreSQL's server programs: /usr/lib/postgresql/<version>/bin. */
export const DEBIAN_POSTGRES_DIR = '/usr/lib/postgresql';

/** The bin folder of the newest PostgreSQL server installed under `base`, if there is one. */
export function postgresBinDir(base = DEBIAN_POSTGRES_DIR) {
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

/**
 * What the test command needs from the system.
 * @param {{ chromiumPath: string, postgresBase?: string }} where
 * @returns {Array<{ name: string, present: boolean, apt: string[], where: string }>}
 */
export function systemNeeds({ chromiumPath, postgresBase = DEBIAN_POSTGRES_DIR }) {
  return [
    {
      name: 'Chromium',
      present: existsSync(chromiumPath),
      apt: ['chromium-headless-shell', 'fonts-liberation'],
      where: chromiumPath,
    },
    {
      name: 'PostgreSQL',
      present: postgresBinDir(postgresBase) !== undefined,
      apt: ['postgresql'],
      where: join(postgresBase, '<version>', 'bin'),
    },
  ];
}

/**
 * Decides what to do about missing packages: nothing, install them with apt-get (as root), or stop
 * with a message that says what to install.
 * @param {ReturnType<typeof systemNeeds>} needs
 * @param {{ isRoot: boolean }} who
 * @returns {{ action: 'none' } | { action: 'install', packages: string[], names: string[] } | { action: 'fail', message: string }}
 */
export function planSystemPackages(needs, { isRoot }) {
  const missing = needs.filter((need) => !need.present);
  if (missing.length === 0) return { action: 'none' };
  const packages = missing.flatMap((need) => need.apt);
  const names = missing.map((need) => need.name);
  if (isRoot) return { action: 'install', packages, names };
  const found = missing.map((need) => `${need.name} (looked for ${need.where})`).join(' and ');
  return {
    action: 'fail',
    message:
      `${found} ${missing.length > 1 ? 'are' : 'is'} missing. Install Debian's packages as root ` +
      `(\`sudo apt-get install -y ${packages.join(' ')}\`)` +
      (names.includes('Chromium') ? ', or point CHROMIUM_PATH at a Chromium binary,' : '') +
      ' then run again.',
  };
}
