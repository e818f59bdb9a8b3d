/**
 * The `Prefer` header as PostgREST reads it (src/library/PostgREST/ApiRequest/Preferences.hs,
 * docs references/api/preferences.rst).
 */

/** Preferences understood; `undefined` = not asked for. */
export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  count?: 'exact' | 'planned' | 'estimated';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  /** `params=single-object` (PostgREST < 12): the whole body is the function's one json argument. */
  singleObject?: boolean;
  /** Preferences that were not understood (refused with PGRST122 under `handling=strict`). */
  invalid: string[];
}

const KNOWN: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  count: ['exact', 'planned', 'estimated'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
};

/** Parses `Prefer` (comma-separated, possibly repeated; the first value of a preference wins). */
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = { invalid: [] };
  const record = prefs as unknown as Record<string, unknown>;
  for (const part of (header ?? '').split(',')) {
    const text = part.trim();
    if (text === '') continue;
    const [name = '', value = ''] = text.split('=').map((s) => s.trim());
    if (KNOWN[name]?.includes(value)) {
      record[name] ??= value;
    } else if (name === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected ??= Number(value);
    } else if (name === 'params' && value === 'single-object') {
      prefs.singleObject = true;
    } else if (name !== 'timezone') prefs.invalid.push(text);
  }
  return prefs;
}

/** `Preference-Applied` value, in PostgREST's order (Preferences.hs `prefAppliedHeader`). */
export function appliedPreferences(prefs: Preferences): string {
  const applied = [
    prefs.resolution && `resolution=${prefs.resolution}`,
    prefs.missing && `missing=${prefs.missing}`,
    prefs.return && `return=${prefs.return}`,
    prefs.count && `count=${prefs.count}`,
    prefs.tx && `tx=${prefs.tx}`,
    prefs.handling && `handling=${prefs.handling}`,
    prefs.handling === 'strict' && prefs.maxAffected !== undefined && `max-affected=${prefs.maxAffected}`,
  ];
  return applied.filter(Boolean).join(', ');
}
