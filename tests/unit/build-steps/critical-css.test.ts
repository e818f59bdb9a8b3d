import { criticalCss, criticalSheets } from '../../../build-steps/critical-css';

/** Issue 22: a prerendered page carries only the CSS its markup uses, inline. */
const css =
  ':root{--used:red;--chained:var(--used);--unused:blue}body{margin:0}' +
  '@layer mantine{.m_a{color:var(--chained)}.m_b{color:green}.m_a .m_b{color:pink}}' +
  '[data-mantine-color-scheme=dark] .m_a{color:white}' +
  '.spin{animation:spin 1s}@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}';

test('rules for classes the markup has stay, with the custom properties they use', () => {
  const out = criticalCss(css, '<div class="m_a other">x</div>');
  expect(out).toContain('body{margin:0}');
  expect(out).toContain('.m_a{color:var(--chained)}');
  expect(out).toContain('[data-mantine-color-scheme=dark] .m_a{color:white}');
  expect(out).toContain('--used:red');
  expect(out).toContain('--chained:var(--used)');
});

test('rules, custom properties and keyframes nothing uses go', () => {
  const out = criticalCss(css, '<div class="m_a">x</div>');
  expect(out).not.toContain('.m_b');
  expect(out).not.toContain('--unused');
  expect(out).not.toContain('spin');
  expect(out).not.toContain('fade');
});

test('an inline style’s custom property and an animation in use are kept', () => {
  const out = criticalCss(css, '<div class="spin" style="color:var(--unused)">x</div>');
  expect(out).toContain('--unused:blue');
  expect(out).toContain('@keyframes spin');
  expect(out).not.toContain('@keyframes fade');
  // An empty @layer is dropped.
  expect(out).not.toContain('@layer');
});

test('critical CSS keeps rules with :not(...) selectors whose negated class is absent', () => {
  const notCss =
    '.m_a:not(.m_b){color:red}.m_a:not(:where(.m_b,.m_c)) .m_d{color:blue}.m_x:not(.m_a){color:green}';
  const out = criticalCss(notCss, '<div class="m_a"><span class="m_d">x</span></div>');
  expect(out).toContain('.m_a:not(.m_b){color:red}');
  expect(out).toContain('.m_a:not(:where(.m_b,.m_c)) .m_d{color:blue}');
  // The class outside the negation must still be on the page.
  expect(out).not.toContain('.m_x');
});

test('issue 34, cold sign-in page: layout shift and fade — a variable one stylesheet defines and another’s kept rule uses stays', () => {
  // Mantine's stylesheet defines the spacing; the app's header rule uses it. Cut one by one, the
  // variable went and the header was drawn without its padding until the whole stylesheets came.
  const mantine = ':root{--spacing-sm:12px;--spacing-xs:10px;--spacing-xl:32px;--chain:var(--spacing-xs)}';
  const app = '.header{padding:0 var(--spacing-sm);gap:var(--chain)}.other{margin:var(--spacing-xl)}';
  const markup = '<header class="header">Ecolodge</header>';
  expect(criticalCss(mantine, markup)).not.toContain('--spacing-sm');
  const [mantineCut, appCut] = criticalSheets([mantine, app], markup);
  expect(appCut).toBe('.header{padding:0 var(--spacing-sm);gap:var(--chain)}');
  expect(mantineCut).toContain('--spacing-sm:12px');
  expect(mantineCut).toContain('--chain:var(--spacing-xs)');
  expect(mantineCut).toContain('--spacing-xs:10px');
  expect(mantineCut).not.toContain('--spacing-xl');
});
