/**
 * The converter lives in src/features/machines/to-mermaid.ts because the /machines screen bundles it;
 * this re-export is where scripts and tests look for it.
 */
export {
  activeStateIds,
  descendantsOf,
  machineToMermaid,
  mermaidId,
  type MermaidOptions,
} from '../../src/features/machines/to-mermaid';
