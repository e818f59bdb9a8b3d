import path from 'node:path';

/**
 * Import boundaries by resolved path (bulletproof-react's `import/no-restricted-paths` idea, without
 * the plugin): a relative import is resolved against the importing file, so `../../features/x` is
 * caught like any other spelling. Rules (conventions.md "Layout"):
 * - a feature never imports another feature, nor routes;
 * - ui/, lib/ and data/ never import features, routes or app;
 * - only src/lib/supabase imports `@supabase/*` (the one client and its typed data modules).
 */
const srcRoot = path.resolve(import.meta.dirname, '..', 'src');

/** `{ layer, area }` of an absolute path inside src/, or null outside it. */
function locate(file) {
  const relative = path.relative(srcRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [layer, area] = relative.split(path.sep);
  return { layer, area: area ?? '' };
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow one way, checked on resolved paths.' },
    messages: {
      crossFeature:
        'Features never import each other ({{from}} → {{to}}): share through ui/, lib/ or machines/, or meet in routes.',
      featureToRoute: 'Features never import routes: routes compose features.',
      lowerToUpper: '{{from}}/ sits below features, routes and app: imports flow one way.',
      supabase: '@supabase/* is imported only in src/lib/supabase (one client, typed data modules).',
    },
    schema: [],
  },
  create(context) {
    const importer = locate(context.filename);
    if (!importer) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (source.startsWith('@supabase/')) {
        if (!(importer.layer === 'lib' && importer.area === 'supabase')) {
          context.report({ node, messageId: 'supabase' });
        }
        return;
      }
      if (!source.startsWith('.')) return;
      const target = locate(path.resolve(path.dirname(context.filename), source));
      if (!target) return;
      if (importer.layer === 'features') {
        if (target.layer === 'features' && target.area !== importer.area) {
          context.report({ node, messageId: 'crossFeature', data: { from: importer.area, to: target.area } });
        } else if (target.layer === 'routes') {
          context.report({ node, messageId: 'featureToRoute' });
        }
      } else if (['ui', 'lib', 'data'].includes(importer.layer)) {
        if (['features', 'routes', 'app'].includes(target.layer)) {
          context.report({ node, messageId: 'lowerToUpper', data: { from: importer.layer } });
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/**
 * Issue 35 "State in actors": a top-level `let` in src/ is state the whole module shares, outside any
 * actor. Each one says why it is there, in a comment right above it that holds `Module state:` (a
 * lazily made store, an id counter, a hand-over between two bundles…); state the app decides belongs
 * in the actors' context instead.
 */
const moduleState = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A top-level `let` in src/ says why it is module state.' },
    messages: {
      unexplained:
        "'{{name}}' is module state: say why in a comment above it holding 'Module state:', or keep it in an actor's context.",
    },
    schema: [],
  },
  create(context) {
    const check = (declaration, commented) => {
      if (declaration.kind !== 'let') return;
      const comments = context.sourceCode.getCommentsBefore(commented);
      if (comments.some((comment) => comment.value.includes('Module state:'))) return;
      const names = declaration.declarations.map((d) => (d.id.type === 'Identifier' ? d.id.name : '…'));
      context.report({ node: declaration, messageId: 'unexplained', data: { name: names.join(', ') } });
    };
    return {
      'Program > VariableDeclaration': (node) => check(node, node),
      'Program > ExportNamedDeclaration > VariableDeclaration': (node) => check(node, node.parent),
    };
  },
};

export default { rules: { boundaries, 'module-state': moduleState } };
