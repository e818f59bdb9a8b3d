import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs module (Node's module hooks) without type declarations
import { load } from '../../../build-steps/diagrams/asset-hooks.mjs';

/** What `load` answers for an image import: a module whose default is the image's address. */
interface Loaded {
  format: string;
  source: string;
}

describe('npm run diagrams: image imports become their path', () => {
  const next = async () => ({ format: 'module', source: 'the real module' });

  it('bug: an image imported with Vite’s ?no-inline query stopped the diagrams ("Unknown file extension .svg")', async () => {
    const url = 'file:///app/src/assets/staff-kabo.svg?no-inline';
    const loaded = (await load(url, {}, next)) as Loaded;
    expect(loaded.format).toBe('module');
    expect(loaded.source).toBe(`export default ${JSON.stringify(url)};`);
  });

  it('a plain image import, and code is left to the next loader', async () => {
    expect(((await load('file:///app/a.png', {}, next)) as Loaded).source).toContain('a.png');
    expect(((await load('file:///app/a.ts', {}, next)) as Loaded).source).toBe('the real module');
  });
});
