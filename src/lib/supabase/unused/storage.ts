/**
 * Stand-in for `@supabase/storage-js` in the browser bundle: the app stores no files (spec §7), but
 * supabase-js builds a StorageClient eagerly (~6 KiB gzip). Aliased for builds only (vite.config.ts);
 * using storage fails loudly.
 */
export class StorageApiError extends Error {}

export class StorageClient {
  constructor(..._args: unknown[]) {}
  from(): never {
    throw new Error('Storage is not bundled in Ecolodge: remove the alias in vite.config.ts to use it.');
  }
}
