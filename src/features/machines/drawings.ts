/**
 * The explorer's drawings (src/features/machines/generated/<id>.svg, written by `npm run diagrams`),
 * one lazy chunk each: a drawing is fetched only when its machine's page opens, and the service
 * worker precaches them with the rest of the app, so they open with no network. A machine with groups
 * also has level drawings (issue 34): `<id>--overview.svg` (groups closed) and `<id>--<group>.svg`.
 */
const drawings = import.meta.glob<string>('./generated/*.svg', { query: '?raw', import: 'default' });

/**
 * The SVG markup of `machineId`'s drawing, or of one of its levels (`'overview'` or a top-level
 * group's key), its generated-file comment removed; null when there is none.
 */
export async function loadDrawing(machineId: string, level: string | null = null): Promise<string | null> {
  const load = drawings[`./generated/${level ? `${machineId}--${level}` : machineId}.svg`];
  if (!load) return null;
  return (await load()).replace(/^<!--[\s\S]*?-->\s*/, '');
}

/** Whether `machineId` has level drawings (an overview with its groups closed). */
export function hasLevels(machineId: string): boolean {
  return `./generated/${machineId}--overview.svg` in drawings;
}

/** Scale at which a state name (18 px in the drawing) is drawn at 12.6 px: Fit never goes below 12 px. */
export const READABLE_SCALE = 12.6 / 18;
