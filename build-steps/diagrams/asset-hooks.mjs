/**
 * Node module hooks for `npm run diagrams`: an image import (`import src from './x.svg'`), which Vite
 * turns into a URL, becomes its file path. The model paths (tests/model/support/paths) import sample
 * rows that name their images; the coverage step needs the rows, never the images.
 */
// With or without Vite's import query (`?no-inline`, `?url`: src/data/staff.ts).
const ASSET = /\.(svg|png|jpe?g|webp|gif)(\?[\w&=-]*)?$/;

export async function load(url, context, nextLoad) {
  if (ASSET.test(url)) {
    return { format: 'module', shortCircuit: true, source: `export default ${JSON.stringify(url)};` };
  }
  return nextLoad(url, context);
}
