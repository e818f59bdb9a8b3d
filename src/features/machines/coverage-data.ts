import data from './generated/model-coverage.json';
import type { MachineCoverage, ModelCoverage } from './model-coverage';

/** What the model tests reach, per machine (written by `npm run diagrams`). */
export const modelCoverageData = data as unknown as ModelCoverage;

/** One machine's coverage, or undefined when its model test records none. */
export function coverageOf(machineId: string): MachineCoverage | undefined {
  return modelCoverageData[machineId];
}
