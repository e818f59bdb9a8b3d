import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from '../../../src/lib/lazy-module';

/**
 * Issue 35: "one typed `lazyModule()` for non-component modules" — the explorer's data, the staff
 * frame, the queued writes and the supabase-js client load through it, so its promises are theirs.
 */
describe('issue 35: one typed lazyModule() for non-component modules', () => {
  it('fetches once for every caller, and hands the module over at once after', async () => {
    const importer = vi.fn(() => Promise.resolve({ answer: 42 }));
    const module = lazyModule(importer);
    expect(module.loaded()).toBeNull();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(second);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(module.loaded()).toEqual({ answer: 42 });
  });

  it('a failed fetch (offline, a chunk gone after a deploy) is thrown to the caller and tried again on the next load', async () => {
    const importer = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ answer: 42 });
    const module = lazyModule(importer);
    await expect(module.load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(module.loaded()).toBeNull();
    await expect(module.load()).resolves.toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('preload starts the fetch and swallows its failure, leaving it to the next load', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce('module');
    const module = lazyModule(importer);
    module.preload();
    expect(importer).toHaveBeenCalledTimes(1);
    // A load while the preload runs shares its fetch (and its failure); the one after tries again.
    await expect(module.load()).rejects.toThrow('offline');
    await expect(module.load()).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('onLoad sees the module arrive, once, with loaded() holding it, before any load() caller resumes', async () => {
    const seen: string[] = [];
    const module = lazyModule(
      () => Promise.resolve('client'),
      (client) => seen.push(`onLoad ${client}, loaded ${module.loaded()}`),
    );
    await Promise.all([module.load().then(() => seen.push('caller')), module.load()]);
    await module.load();
    expect(seen).toEqual(['onLoad client, loaded client', 'caller']);
  });
});
