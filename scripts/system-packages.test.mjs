// What the test command does about Chromium and PostgreSQL: nothing when present, apt-get when
// missing and root, a message naming the packages otherwise. The checks are pointed at paths that
// do not exist (or at a made-up install) instead of removing anything from this machine.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { planSystemPackages, postgresBinDir, systemNeeds } from './system-packages.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'system-packages-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A made-up Debian layout: /usr/lib/postgresql/<version>/bin/postgres for each version. */
function postgresInstall(...versions) {
  const base = mkdtempSync(join(scratch, 'postgresql-'));
  for (const version of versions) {
    mkdirSync(join(base, version, 'bin'), { recursive: true });
    writeFileSync(join(base, version, 'bin', 'postgres'), '');
  }
  return base;
}

const chromium = join(scratch, 'chromium');
writeFileSync(chromium, '');
const nowhere = join(scratch, 'does-not-exist');

describe('postgresBinDir', () => {
  it('finds the newest installed server, and nothing where there is none', () => {
    const base = postgresInstall('13', '15', '9');
    assert.equal(postgresBinDir(base), join(base, '15', 'bin'));
    assert.equal(postgresBinDir(nowhere), undefined);
    const onlyClient = mkdtempSync(join(scratch, 'client-only-'));
    mkdirSync(join(onlyClient, '15', 'bin'), { recursive: true });
    assert.equal(postgresBinDir(onlyClient), undefined);
  });
});

describe('planSystemPackages', () => {
  it('does nothing when Chromium and PostgreSQL are there', () => {
    const needs = systemNeeds({ chromiumPath: chromium, postgresBase: postgresInstall('15') });
    assert.deepEqual(planSystemPackages(needs, { isRoot: true }), { action: 'none' });
    assert.deepEqual(planSystemPackages(needs, { isRoot: false }), { action: 'none' });
  });

  it("installs Debian's postgresql when it is missing and the user is root", () => {
    const needs = systemNeeds({ chromiumPath: chromium, postgresBase: nowhere });
    assert.deepEqual(planSystemPackages(needs, { isRoot: true }), {
      action: 'install',
      packages: ['postgresql'],
      names: ['PostgreSQL'],
    });
  });

  it('installs both in one go when both are missing', () => {
    const needs = systemNeeds({ chromiumPath: nowhere, postgresBase: nowhere });
    assert.deepEqual(planSystemPackages(needs, { isRoot: true }), {
      action: 'install',
      packages: ['chromium-headless-shell', 'fonts-liberation', 'postgresql'],
      names: ['Chromium', 'PostgreSQL'],
    });
  });

  it('says what to install when it is missing and the user is not root', () => {
    const needs = systemNeeds({ chromiumPath: chromium, postgresBase: nowhere });
    const plan = planSystemPackages(needs, { isRoot: false });
    assert.equal(plan.action, 'fail');
    assert.match(
      plan.message,
      /PostgreSQL \(looked for .*does-not-exist\/<version>\/bin\) is missing/,
    );
    assert.match(plan.message, /`sudo apt-get install -y postgresql`/);
    assert.doesNotMatch(plan.message, /CHROMIUM_PATH/);
  });

  it('names Chromium and CHROMIUM_PATH when the browser is the one missing', () => {
    const needs = systemNeeds({ chromiumPath: nowhere, postgresBase: postgresInstall('15') });
    const plan = planSystemPackages(needs, { isRoot: false });
    assert.equal(plan.action, 'fail');
    assert.match(plan.message, /^Chromium \(looked for .*does-not-exist\) is missing/);
    assert.match(plan.message, /apt-get install -y chromium-headless-shell fonts-liberation`/);
    assert.match(plan.message, /CHROMIUM_PATH/);
  });
});
