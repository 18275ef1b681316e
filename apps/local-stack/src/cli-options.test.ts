// The `start` command's flags and environment (the contract other packages and the README use).
import { describe, expect, it } from 'vitest';
import { parseCli } from './cli-options';

const cwd = '/work/repo/apps/local-stack';

describe('parseCli', () => {
  it('defaults to port 54321 and the persisted data folder', () => {
    expect(parseCli([], {}, cwd)).toEqual({ help: false, options: { port: 54321 } });
  });

  it('reads --port, --memory, --no-voice-key, --watch and --verbose', () => {
    const args = ['--port', '6000', '--memory', '--no-voice-key', '--watch', '--verbose'];
    expect(parseCli(args, {}, cwd)).toEqual({
      help: false,
      options: {
        port: 6000,
        memory: true,
        withoutVoiceKey: true,
        watchFunctions: true,
        verbose: true,
      },
    });
    expect(parseCli(['--port=6001'], {}, cwd)).toMatchObject({ options: { port: 6001 } });
    expect(parseCli(['--port', '0'], {}, cwd)).toMatchObject({ options: { port: 0 } });
  });

  it('reads LOCAL_STACK_PORT, DATABASE_URL, LOCAL_STACK_DATA_DIR and LOCAL_STACK_NO_VOICE_KEY; flags win', () => {
    const env = {
      LOCAL_STACK_PORT: '7000',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
      LOCAL_STACK_DATA_DIR: 'tmp/data',
      LOCAL_STACK_NO_VOICE_KEY: '1',
    };
    expect(parseCli([], env, cwd)).toEqual({
      help: false,
      options: {
        port: 7000,
        databaseUrl: 'postgres://u:p@127.0.0.1:5432/db',
        dataDir: '/work/repo/apps/local-stack/tmp/data',
        withoutVoiceKey: true,
      },
    });
    expect(parseCli(['--port', '7001'], env, cwd)).toMatchObject({ options: { port: 7001 } });
  });

  it('reads --project and LOCAL_STACK_SITE_ORIGINS', () => {
    expect(parseCli(['--project', '../fixtures/project'], {}, cwd)).toMatchObject({
      options: { supabaseDir: '/work/repo/apps/fixtures/project' },
    });
    const env = { LOCAL_STACK_SITE_ORIGINS: 'http://127.0.0.1:5240, https://admin.example/' };
    expect(parseCli([], env, cwd)).toMatchObject({
      options: { siteOrigins: ['http://127.0.0.1:5240', 'https://admin.example'] },
    });
    for (const bad of ['127.0.0.1:5240', 'http://127.0.0.1:5240/path', 'file:///tmp']) {
      expect(() => parseCli([], { LOCAL_STACK_SITE_ORIGINS: bad }, cwd)).toThrow(
        /LOCAL_STACK_SITE_ORIGINS must list origins/,
      );
    }
  });

  it('resolves --data-dir against the caller’s folder', () => {
    expect(parseCli(['--data-dir', '../db'], {}, cwd)).toMatchObject({
      options: { dataDir: '/work/repo/apps/db' },
    });
  });

  it('refuses bad input with a clear message', () => {
    expect(() => parseCli(['--port', 'x'], {}, cwd)).toThrow(/must be a TCP port/);
    expect(() => parseCli(['--port'], {}, cwd)).toThrow(/--port needs a value/);
    expect(() => parseCli(['--bogus'], {}, cwd)).toThrow(/Unknown option --bogus/);
    expect(() => parseCli(['--memory', '--data-dir', 'x'], {}, cwd)).toThrow(/exclude each other/);
  });

  it('answers --help', () => {
    expect(parseCli(['--help'], {}, cwd)).toEqual({ help: true });
  });
});
