import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Turns the phone's light/dark setting to `scheme` on the open page, as a phone does at dusk, and waits
 * until the screen has settled in it: the app's colour scheme attribute follows (Mantine's `auto`
 * scheme listens to the setting) and no CSS transition is still running (Mantine fades the colours of
 * buttons, switches and borders over 100–150 ms: measured mid-fade, a text's contrast is neither
 * scheme's). Unlike a page load it costs no start of the app, so a sweep looks at each screen in both
 * schemes for one load (issue 33).
 */
export async function showColorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  await expect
    .poll(() =>
      page.evaluate(
        () => document.getAnimations().filter((animation) => animation instanceof CSSTransition).length,
      ),
    )
    .toBe(0);
}

/** One control smaller than a thumb (issue 12: at least 44×44 CSS px). */
export interface SmallTarget {
  name: string;
  width: number;
  height: number;
}

/**
 * Every visible, enabled control (links, buttons, inputs, tabs, sliders…) whose box is under
 * `min`×`min` px. The name is the control's accessible-ish label, for a readable failure. A control
 * counts its own box or, for a hidden native input (checkbox, chip), its label's box.
 */
export async function smallTapTargets(page: Page, min = 44): Promise<SmallTarget[]> {
  return page.evaluate((minimum) => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=slider], [role=checkbox], [role=switch], [role=option], [role=radio]';
    const found: { name: string; width: number; height: number }[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.closest('[aria-hidden=true], [inert]')) continue;
      if ((element as HTMLButtonElement).disabled) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // A password field's text box sits inside its bordered wrapper, which is the target.
      const wrapper = element.closest('.mantine-PasswordInput-input');
      let box = (wrapper ?? element).getBoundingClientRect();
      // Visually hidden native inputs (checkbox, radio, chip) are operated through their label.
      if ((box.width <= 1 || box.height <= 1 || style.opacity === '0') && element.id) {
        const label = document.querySelector<HTMLElement>(`label[for="${CSS.escape(element.id)}"]`);
        if (label) box = label.getBoundingClientRect();
        else {
          const wrapper = element.closest('label');
          if (wrapper) box = wrapper.getBoundingClientRect();
        }
      }
      if (box.width === 0 && box.height === 0) continue;
      // Slider thumbs and the like enlarge their hit area with a pseudo-element.
      const after = getComputedStyle(element, '::after');
      const width = Math.max(box.width, after.content !== 'none' ? parseFloat(after.width) || 0 : 0);
      const height = Math.max(box.height, after.content !== 'none' ? parseFloat(after.height) || 0 : 0);
      if (width + 0.5 < minimum || height + 0.5 < minimum) {
        const name =
          element.getAttribute('aria-label') ??
          (element.textContent ?? '').trim().slice(0, 40) ??
          element.tagName;
        found.push({
          name: `${element.tagName.toLowerCase()} "${name}"`,
          width: Math.round(width),
          height: Math.round(height),
        });
      }
    }
    return found;
  }, min);
}

/** One text whose contrast is under WCAG AA. */
export interface LowContrast {
  text: string;
  ratio: number;
  color: string;
  background: string;
}

/**
 * Every visible text run whose colour against its effective background is under WCAG AA: 4.5:1, or
 * 3:1 for large text (≥ 24 px, or ≥ 18.66 px bold). Disabled controls and placeholders of empty
 * inputs are exempt as WCAG says (placeholders are still checked by the theme's own numbers).
 */
export async function lowContrastTexts(page: Page): Promise<LowContrast[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const numbers = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [
        numbers[0] ?? 0,
        numbers[1] ?? 0,
        numbers[2] ?? 0,
        value.startsWith('rgba') ? (numbers[3] ?? 1) : 1,
      ];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [
        top[0] * a + bottom[0] * (1 - a),
        top[1] * a + bottom[1] * (1 - a),
        top[2] * a + bottom[2] * (1 - a),
        1,
      ];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const backgroundOf = (element: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let node = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none' && !style.backgroundImage.startsWith('linear'))
          return [-1, 0, 0, 0];
        const colour = parse(style.backgroundColor);
        if (colour[3] > 0) {
          layers.push(colour);
          if (colour[3] >= 1) break;
        }
      }
      let result: Rgba = [255, 255, 255, 1];
      if (document.documentElement.dataset.mantineColorScheme === 'dark') result = [36, 36, 36, 1];
      for (const layer of layers.reverse()) result = over(layer, result);
      return result;
    };
    const problems: { text: string; ratio: number; color: string; background: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const element = node.parentElement;
      if (!text || !element) continue;
      if (element.closest('[aria-hidden=true], svg, [disabled], [data-disabled], script, style')) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      if (element.closest('[style*="clip: rect"], .mantine-visually-hidden')) continue;
      const background = backgroundOf(element);
      if (background[0] < 0) continue; // text over an image: judged by eye
      const colour = over(parse(style.color), background);
      const [light, dark] = [luminance(colour), luminance(background)].sort((a, b) => b - a) as [
        number,
        number,
      ];
      const ratio = (light + 0.05) / (dark + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio + 0.005 < (large ? 3 : 4.5)) {
        problems.push({
          text: text.slice(0, 40),
          ratio: Math.round(ratio * 100) / 100,
          color: style.color,
          background: `rgb(${background.slice(0, 3).map(Math.round).join(',')})`,
        });
      }
    }
    return problems;
  });
}

/**
 * Horizontal overflow: how many px the widest element runs past the screen's right edge (0 when
 * everything fits). Content inside its own scroll or clip container (a wide table that scrolls) is
 * fine; fixed elements are measured too.
 */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const clipped = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(node).overflowX)) return true;
      }
      return false;
    };
    let worst = Math.max(0, document.documentElement.scrollWidth - window.innerWidth);
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= window.innerWidth + 0.5) continue;
      if (clipped(element)) continue;
      worst = Math.max(worst, Math.round(box.right - window.innerWidth));
    }
    return worst;
  });
}

/** Something drawn partly outside the card or clipping box that holds it, or text cut with "…". */
export interface CutOff {
  text: string;
  /** How many px run past the holder's edge (0 for text cut short inside its own box). */
  px: number;
  why: 'past its card' | 'clipped' | 'text cut short';
}

/**
 * Elements cut off on the screen (issue 12 at 320 px: a staff card's Remove past the card's edge, a
 * review badge cut short, the ROI table clipped): a control or text that runs past the nearest card
 * (Mantine Paper) around it, or past an ancestor that hides overflow, and text truncated with an
 * ellipsis. Content of a horizontal scroll container counts as clipped too: nothing on these
 * screens is meant to scroll sideways. Visually hidden (1 px) helpers and closed drawers are skipped.
 */
export async function cutOffElements(page: Page): Promise<CutOff[]> {
  return page.evaluate(() => {
    const problems: { text: string; px: number; why: 'past its card' | 'clipped' | 'text cut short' }[] = [];
    const label = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent?.trim()) ||
      `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && element.checkVisibility({ visibilityProperty: true });
    };
    for (const element of Array.from(
      document.body.querySelectorAll('button, a, input, [class*="Badge"], p, td, th, h1, h2, h3, h4, span'),
    )) {
      if (!shown(element)) continue;
      // An empty decoration (a switch's track label) is not text a person misses.
      if (!['BUTTON', 'A', 'INPUT'].includes(element.tagName) && !element.textContent?.trim()) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Cut with an ellipsis, or cut dead: one line that hides what overflows (a squeezed Mantine
      // button's label read "Edi" / "Delet" on a product card at 320 px). Not a field: its text scrolls.
      const oneLineClipped =
        element.tagName !== 'INPUT' && style.overflowX !== 'visible' && style.whiteSpace.startsWith('nowrap');
      if (
        (style.textOverflow === 'ellipsis' || oneLineClipped) &&
        element.scrollWidth > element.clientWidth + 1
      ) {
        problems.push({ text: label(element), px: 0, why: 'text cut short' });
        continue;
      }
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const holder = node.getBoundingClientRect();
        const past = Math.max(box.right - holder.right, holder.left - box.left);
        const card = node.classList.contains('mantine-Paper-root');
        const clips = getComputedStyle(node).overflowX !== 'visible';
        if (!card && !clips) continue;
        if (past > 1)
          problems.push({
            text: label(element),
            px: Math.round(past),
            why: card ? 'past its card' : 'clipped',
          });
        break;
      }
    }
    return problems;
  });
}
