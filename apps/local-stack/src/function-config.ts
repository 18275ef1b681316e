import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** One edge function as Supabase would deploy it. */
export interface EdgeFunction {
  name: string;
  /** Absolute path of its entry module (`index.ts` unless config.toml says otherwise). */
  entrypoint: string;
  /** Whether callers must present a valid JWT (Supabase's default: true). */
  verifyJwt: boolean;
}

interface FunctionSettings {
  enabled?: boolean;
  verifyJwt?: boolean;
  entrypoint?: string;
}

/**
 * Reads the `[functions.<name>]` tables of supabase/config.toml. Only the keys the local stack
 * honours are read (`enabled`, `verify_jwt`, `entrypoint`); the rest of the file is the CLI's.
 */
export function readFunctionSettings(configToml: string): Map<string, FunctionSettings> {
  const settings = new Map<string, FunctionSettings>();
  let current: FunctionSettings | undefined;
  for (const raw of configToml.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    const table = /^\[\s*([^\]]+?)\s*\]$/.exec(line);
    if (table?.[1]) {
      const name = /^functions\.("?)([\w-]+)\1$/.exec(table[1])?.[2];
      current = name ? (settings.get(name) ?? {}) : undefined;
      if (name && current) settings.set(name, current);
      continue;
    }
    if (!current) continue;
    const entry = /^([\w-]+)\s*=\s*(.+)$/.exec(line);
    if (!entry?.[1] || !entry[2]) continue;
    const value = entry[2].trim();
    if (entry[1] === 'enabled') current.enabled = value === 'true';
    if (entry[1] === 'verify_jwt') current.verifyJwt = value === 'true';
    if (entry[1] === 'entrypoint') current.entrypoint = value.replace(/^"(.*)"$/, '$1');
  }
  return settings;
}

/**
 * The functions to serve: every folder of `supabase/functions` with an entry point, except shared
 * code folders (`_shared`, dot folders) and functions disabled in config.toml.
 */
export function listEdgeFunctions(supabaseDir: string): EdgeFunction[] {
  const functionsDir = join(supabaseDir, 'functions');
  const configFile = join(supabaseDir, 'config.toml');
  const settings = existsSync(configFile)
    ? readFunctionSettings(readFileSync(configFile, 'utf8'))
    : new Map<string, FunctionSettings>();
  if (!existsSync(functionsDir)) return [];
  const found: EdgeFunction[] = [];
  for (const entry of readdirSync(functionsDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
    const own = settings.get(entry.name) ?? {};
    if (own.enabled === false) continue;
    const entrypoint = own.entrypoint
      ? resolve(supabaseDir, own.entrypoint)
      : join(functionsDir, entry.name, 'index.ts');
    if (!existsSync(entrypoint)) continue;
    found.push({ name: entry.name, entrypoint, verifyJwt: own.verifyJwt ?? true });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}
