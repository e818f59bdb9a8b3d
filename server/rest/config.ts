import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The REST settings of `supabase/config.toml`, as the Supabase CLI hands them to PostgREST: `[api]
 * max_rows` becomes `PGRST_DB_MAX_ROWS` (PostgREST's `db-max-rows`).
 */

/** Supabase's default `max_rows` (the CLI's config template and hosted projects): 1000. */
export const DEFAULT_MAX_ROWS = 1000;

/** What the REST handler takes from config.toml. */
export interface ApiSettings {
  /** PostgREST `db-max-rows`: the most rows a read or an RPC answers (see read.ts `nodeQuery`). */
  maxRows: number;
}

/**
 * The `[api]` settings of `<supabaseDir>/config.toml`. A missing file or key gives Supabase's
 * default, as the CLI's own template does. Reads only the flat `key = value` lines of `[api]` (all
 * this needs of TOML); a `max_rows` that is not a whole number ≥ 0 is refused at start rather than
 * ignored. @throws Error naming the file and the value.
 */
export function readApiSettings(supabaseDir: string): ApiSettings {
  const file = join(supabaseDir, 'config.toml');
  if (!existsSync(file)) return { maxRows: DEFAULT_MAX_ROWS };
  let section = '';
  let maxRows = DEFAULT_MAX_ROWS;
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header?.[1]) {
      section = header[1].trim();
      continue;
    }
    const entry = /^max_rows\s*=\s*(.+)$/.exec(line);
    if (section !== 'api' || !entry?.[1]) continue;
    const value = entry[1].trim().replace(/_/g, '');
    if (!/^\d+$/.test(value))
      throw new Error(`${file}: [api] max_rows must be a whole number, not ${entry[1]}`);
    maxRows = Number(value);
  }
  return { maxRows };
}
