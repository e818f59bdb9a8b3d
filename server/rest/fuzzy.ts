/**
 * "Perhaps you meant …" matching, after the `fuzzyset` package PostgREST uses (Error.hs
 * `getFuzzyHint`): candidates are found by cosine similarity of character 3-grams (then 2-grams) of
 * `-name-`, and ranked by Levenshtein similarity `1 − distance / longer length`.
 */

function grams(text: string, size: number): Map<string, number> {
  const padded = `-${text.toLowerCase()}-`;
  const counts = new Map<string, number>();
  for (let i = 0; i + size <= padded.length; i += 1) {
    const gram = padded.slice(i, i + size);
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  for (const [gram, n] of a) dot += n * (b.get(gram) ?? 0);
  const norm = (m: Map<string, number>) => Math.sqrt([...m.values()].reduce((s, n) => s + n * n, 0));
  return dot === 0 ? 0 : dot / (norm(a) * norm(b));
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charAt(i - 1) === b.charAt(j - 1) ? 0 : 1;
      current.push(
        Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The candidate closest to `needle`, or undefined when none scores at least `minScore`
 * (PostgREST: 0.75 for table and function names, 0.33 for parameter lists).
 */
export function closest(needle: string, candidates: string[], minScore: number): string | undefined {
  for (const size of [3, 2]) {
    const target = grams(needle, size);
    const found = candidates.filter((candidate) => cosine(target, grams(candidate, size)) > 0);
    if (found.length === 0) continue;
    const scored = found
      .map((candidate) => {
        const a = candidate.toLowerCase();
        const b = needle.toLowerCase();
        return { candidate, score: 1 - levenshtein(a, b) / Math.max(a.length, b.length) };
      })
      .sort((x, y) => y.score - x.score);
    const best = scored[0];
    return best && best.score >= minScore ? best.candidate : undefined;
  }
  return undefined;
}
