import type { Rule } from 'eslint';

/**
 * The local ESLint plugin (eslint/boundaries.js): import boundaries checked on resolved paths, and
 * module state that says why it is there.
 */
declare const plugin: { rules: { boundaries: Rule.RuleModule; 'module-state': Rule.RuleModule } };
export default plugin;
