import type { Rule } from 'eslint';

/** The local ESLint plugin (eslint/boundaries.js): import boundaries checked on resolved paths. */
declare const plugin: { rules: { boundaries: Rule.RuleModule } };
export default plugin;
