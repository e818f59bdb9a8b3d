/**
 * Critical CSS for a prerendered page (issue 22): of a stylesheet, only what the page's markup uses —
 * rules whose selectors name only classes present in the markup (element and `:root` rules stay),
 * custom properties something kept refers to (followed through `var()`), keyframes an animation kept
 * names — so the page's HTML with its CSS inline fits one round trip (≤ 14 KiB gzip). The whole
 * stylesheet still loads, without blocking the first paint, for what the app draws next.
 */
import postcss, { type AtRule, type Container } from 'postcss';

const varNames = (text: string) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);

/** The classes named in `markup`'s `class` attributes. */
function classesIn(markup: string): Set<string> {
  const found = new Set<string>();
  for (const [, list] of markup.matchAll(/\sclass="([^"]*)"/g))
    for (const name of list!.split(/\s+/)) if (name) found.add(name);
  return found;
}

/**
 * `selector` without its `:not(…)` arguments (nested parentheses included): `.a:not(.b)` applies to
 * an `.a` exactly when it has no `.b`, so only `.a` needs to be in the markup. Dropping such rules
 * because `.b` was absent lost e.g. Mantine's `.m_…:not([data-…])` and `:where(…):not(…)` rules.
 */
export function withoutNegations(selector: string): string {
  let out = '';
  for (let i = 0; i < selector.length; i += 1) {
    if (selector.startsWith(':not(', i)) {
      let depth = 0;
      let j = i + ':not'.length;
      for (; j < selector.length; j += 1) {
        if (selector[j] === '(') depth += 1;
        else if (selector[j] === ')' && --depth === 0) break;
      }
      i = j;
    } else out += selector[i];
  }
  return out;
}

/**
 * `css` cut down to what `markup` (the page's HTML, inline styles included) uses. `referring`: CSS the
 * page also keeps from other stylesheets — custom properties it refers to are kept here too (issue 34:
 * the header's `padding: var(--mantine-spacing-sm)` is in the app's stylesheet, the variable in
 * Mantine's; cut one by one, the variable went and the cold sign-in page's header had no padding).
 */
export function criticalCss(css: string, markup: string, referring = ''): string {
  const root = postcss.parse(css);
  const classes = classesIn(markup);
  const selectorUsed = (selector: string) =>
    [...withoutNegations(selector).matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every((match) =>
      classes.has(match[1]!),
    );
  root.walkRules((rule) => {
    const parent = rule.parent;
    if (parent?.type === 'atrule' && /keyframes$/.test((parent as AtRule).name)) return;
    const kept = rule.selectors.filter(selectorUsed);
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  // Custom properties: those the markup or a kept declaration refers to, and what those refer to.
  const used = new Set([...varNames(markup), ...varNames(referring)]);
  root.walkDecls((decl) => {
    if (!decl.prop.startsWith('--')) varNames(decl.value).forEach((name) => used.add(name));
  });
  for (let grew = true; grew;) {
    grew = false;
    root.walkDecls((decl) => {
      if (!decl.prop.startsWith('--') || !used.has(decl.prop)) return;
      for (const name of varNames(decl.value))
        if (!used.has(name)) {
          used.add(name);
          grew = true;
        }
    });
  }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !used.has(decl.prop)) decl.remove();
  });
  // Keyframes no kept animation names.
  const animations = new Set<string>();
  root.walkDecls(/^animation(-name)?$/, (decl) =>
    decl.value.split(/[\s,]+/).forEach((w) => animations.add(w)),
  );
  root.walkAtRules(/keyframes$/, (rule) => {
    if (!animations.has(rule.params)) rule.remove();
  });
  const prune = (container: Container) => {
    container.each((node) => {
      if (node.type === 'rule' || node.type === 'atrule') {
        if (node.nodes) prune(node);
        if (node.nodes && node.nodes.length === 0) node.remove();
      }
    });
  };
  prune(root);
  return root.toString();
}

/**
 * Each of a page's stylesheets (`sheets`) cut down with {@link criticalCss}, together: a custom
 * property one stylesheet defines is kept when a rule kept from any of them refers to it, until
 * nothing more is kept (each round keeps at least what the one before kept).
 */
export function criticalSheets(sheets: readonly string[], markup: string): string[] {
  let cut = sheets.map((css) => criticalCss(css, markup));
  for (let round = 0; round < 8; round += 1) {
    const referring = cut.join('');
    const next = sheets.map((css) => criticalCss(css, markup, referring));
    if (next.join('') === referring) return next;
    cut = next;
  }
  return cut;
}
