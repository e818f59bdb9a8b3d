/**
 * A module (not a component: those are `lazyPiece`s, src/ui/lazy-piece.tsx) fetched when first asked
 * for. `load()` shares one fetch between callers; a failed fetch (offline, a chunk gone after a deploy)
 * is forgotten, so the next `load()` tries again; `loaded()` hands the module over at once after that,
 * for code that must draw without waiting. Issue 35: "one typed `lazyModule()` for non-component
 * modules" instead of a cache variable and its reset in each module that loads one.
 */
export interface LazyModule<M> {
  /** The module, fetching it on the first call. @throws what the import threw (a `TypeError` offline). */
  load(): Promise<M>;
  /** Starts fetching now; a failure is left to the next `load()`. */
  preload(): void;
  /** The module once loaded, else null. */
  loaded(): M | null;
}

/**
 * @param importer `() => import('./x')`, or any promise of what a module gives.
 * @param onLoad called with the module as it arrives, once, after `loaded()` has it and before any
 * `load()` caller resumes (the supabase-js client's waiters subscribe before a sign-in runs).
 */
export function lazyModule<M>(importer: () => Promise<M>, onLoad?: (module: M) => void): LazyModule<M> {
  let loading: Promise<M> | null = null;
  let module: M | null = null;
  const load = (): Promise<M> =>
    (loading ??= importer().then(
      (value) => {
        module = value;
        onLoad?.(value);
        return value;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return {
    load,
    preload: () => void load().catch(() => undefined),
    loaded: () => module,
  };
}
