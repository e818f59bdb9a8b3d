/**
 * The explorer's drawings (src/features/machines/generated/<id>.svg, written by `npm run diagrams`),
 * one lazy chunk each: a drawing is fetched only when its machine's page opens, and the service
 * worker precaches them with the rest of the app, so they open with no network.
 */
const drawings = import.meta.glob<string>('./generated/*.svg', { query: '?raw', import: 'default' });

/** The SVG markup of `machineId`'s drawing (its generated-file comment removed), or null when none. */
export async function loadDrawing(machineId: string): Promise<string | null> {
  const load = drawings[`./generated/${machineId}.svg`];
  if (!load) return null;
  return (await load()).replace(/^<!--[\s\S]*?-->\s*/, '');
}

/** Scale at which a state name (18 px in the drawing) is drawn at 12.6 px: Fit never goes below 12 px. */
export const READABLE_SCALE = 12.6 / 18;
