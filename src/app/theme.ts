import {
  ActionIcon,
  Button,
  CloseButton,
  createTheme,
  defaultVariantColorsResolver,
  Input,
  PasswordInput,
  getSize,
  parseThemeColor,
  rem,
  type CSSVariablesResolver,
  type VariantColorsResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import classes from './theme.module.css';

/** Forest green of the lodge; shade 7 (#1f6f43) carries white text at 6.3:1 (WCAG AA). */
const lodge: MantineColorsTuple = [
  '#e9f7ef',
  '#d3ecdd',
  '#a8d8bb',
  '#79c397',
  '#52b179',
  '#3aa566',
  '#2a8a53',
  '#1f6f43',
  '#175a36',
  '#0d4227',
];

/** WCAG 2.5.5 / Android's 48 dp guidance, rounded to Apple's 44 pt: the smallest tap target, in px. */
export const MIN_TAP_TARGET_PX = 44;
const minTarget = rem(MIN_TAP_TARGET_PX);

/**
 * A size CSS variable raised to at least 44 px: `size` is what the component was given (a Mantine
 * size name like "md", or a number of px), `prefix` the component's size-variable family.
 */
function atLeastTapTarget(size: unknown, fallback: string, prefix: string): string {
  return `max(${minTarget}, ${getSize(size ?? fallback, prefix)})`;
}

/**
 * Mantine's variant colours, readable in dark too: an outlined, light or subtle control given an
 * explicit dark shade for contrast on white (e.g. `color="gray.8"`, `"red.9"`) would be dark-on-dark
 * in the dark scheme, so there its text and border use shade 3 of the same colour instead (native CSS
 * `light-dark()`, driven by the `color-scheme` Mantine sets on `<html>`). In light, the text is the
 * shade asked for (Mantine's subtle variant would clamp it to shade 6).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colours = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  const outlined = ['outline', 'light', 'subtle', 'transparent'].includes(input.variant);
  if (!outlined || !parsed.isThemeColor || parsed.shade === undefined || parsed.shade < 6) return colours;
  const darkShade = `var(--mantine-color-${parsed.color}-3)`;
  // Mantine clamps a subtle control's text to shade 6 (red.9 would draw as red.6, 3.3:1 on white):
  // the light scheme gets the shade asked for.
  const lightShade = `var(--mantine-color-${parsed.color}-${parsed.shade})`;
  return {
    ...colours,
    color: `light-dark(${lightShade}, ${darkShade})`,
    hoverColor: colours.hoverColor ? `light-dark(${colours.hoverColor}, ${darkShade})` : colours.hoverColor,
    border:
      input.variant === 'outline' ? `1px solid light-dark(${parsed.value}, ${darkShade})` : colours.border,
  };
};

/**
 * The one theme (Mantine vite-template habit: theme values in one `createTheme` call).
 *
 * - Primary shade 7 and a darker "dimmed" grey so text passes WCAG AA in light and dark (see
 *   `cssVariablesResolver`).
 * - Touch (issue 12): every interactive component's size variable is raised to at least 44×44 px here,
 *   once, through the components' `vars` — a component asking for a smaller size still gets 44 px.
 *   Number inputs hide Mantine's 24×17 px steppers (phones bring a numeric keypad; arrow keys still step).
 */
export const theme = createTheme({
  primaryColor: 'lodge',
  primaryShade: { light: 7, dark: 8 },
  colors: { lodge },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  variantColorResolver,
  components: {
    Button: Button.extend({
      defaultProps: { size: 'md' },
      vars: (_theme, props) => ({
        root: { '--button-height': atLeastTapTarget(props.size, 'md', 'button-height') },
      }),
    }),
    ActionIcon: ActionIcon.extend({
      vars: (_theme, props) => ({
        root: { '--ai-size': atLeastTapTarget(props.size, 'md', 'ai-size') },
      }),
    }),
    CloseButton: CloseButton.extend({
      vars: (_theme, props) => ({
        root: { '--cb-size': atLeastTapTarget(props.size, 'md', 'cb-size') },
      }),
    }),
    Burger: { styles: { root: { minWidth: minTarget, minHeight: minTarget } } },
    Input: Input.extend({
      vars: (_theme, props) => ({
        wrapper: { '--input-height': atLeastTapTarget(props.size, 'sm', 'input-height') },
      }),
    }),
    PasswordInput: PasswordInput.extend({
      defaultProps: { rightSectionWidth: MIN_TAP_TARGET_PX },
      vars: () => ({ root: { '--psi-button-size': minTarget } }),
    }),
    NumberInput: { defaultProps: { hideControls: true } },
    Tabs: { styles: { tab: { minHeight: minTarget } } },
    // A plain entry, not `Chip.extend`: that would pull the Chip component (used on one lazily loaded
    // screen) into the first download (issue 11 budget).
    Chip: {
      vars: (_theme: unknown, props: { size?: unknown }) => ({
        root: { '--chip-size': atLeastTapTarget(props.size, 'sm', 'chip-size') },
      }),
    },
    Slider: { classNames: { thumb: classes.sliderThumb } },
    Anchor: { classNames: { root: classes.anchor } },
    Checkbox: { classNames: { body: classes.inlineInputBody } },
    Switch: {
      classNames: {
        body: classes.inlineInputBody,
        thumb: classes.switchThumb,
        trackLabel: classes.switchTrackLabel,
      },
    },
    Radio: { classNames: { body: classes.inlineInputBody } },
    // An alert's title in the page's text colour (its tint and icon keep the tone): Mantine draws a light
    // alert's title in the colour's shade 6 — yellow on pale yellow ("Changed since you opened it") was
    // about 2:1, orange and red 2.6–3.3:1, below WCAG AA in the light scheme. A plain entry, not
    // `Alert.extend`, so the component stays out of the first download.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
    Accordion: { styles: { control: { minHeight: minTarget } } },
    // A loading ring without a colour of its own in shade 4 in the dark scheme: the primary's dark shade
    // (8, #175a36) was 1.9:1 on the dark page (the /machines pending screen, issue 35 review), below
    // WCAG's 3:1 for a graphic; shade 4 is 5.8:1. A plain entry, as Alert's above.
    Loader: {
      vars: (_theme: unknown, props: { color?: unknown }) => ({
        root: props.color
          ? {}
          : {
              '--loader-color':
                'light-dark(var(--mantine-primary-color-filled), var(--mantine-color-lodge-4))',
            },
      }),
    },
    // Every Select/Combobox list (issue 34, "Lists that open off the screen"): placed with floating-ui's
    // `fixed` strategy, so an open list never adds to the page's width. With Mantine's `absolute`
    // default, a list first placed while still hidden (kept mounted, 0 px wide) sat half its width
    // to the right of a field low in a dialog; the page widened to 514 px, the phone re-laid the
    // dialog out, the field moved, `hideDetached` hid the list, the page narrowed again: a list that
    // flickered shut, so a tap picked nothing. Fixed, it is measured again once shown and stays put.
    Combobox: {
      defaultProps: { floatingStrategy: 'fixed' },
      styles: { option: { minHeight: minTarget, display: 'flex', alignItems: 'center' } },
    },
    Notification: { classNames: { description: classes.notificationDescription } },
    // A badge beside a title keeps its whole word on a 320 px phone (issue 12: "Awaiting reply" was cut
    // to "AWAITING RE…"); the title beside it wraps instead. Inline style: no CSS in the login budget.
    Badge: { styles: { root: { flexShrink: 0 } } },
    // Mantine's close (X) buttons have no accessible name of their own.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close navigation' } } },
  },
});

/**
 * WCAG AA (4.5:1) for text in both colour schemes. Light: gray.7 for dimmed text (7.5:1 instead of
 * gray.6's 3.3:1), a placeholder grey of 4.7:1 (Mantine's gray.5 is 2.1:1), red.9 for field errors
 * (5.5:1 instead of red.6's 3.3:1). Dark (on #242424): dark.1 for dimmed (9.6:1), red.4 for errors
 * (6.4:1; red.8 would be 3.4:1), dark.2 placeholders (6.1:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': mantineTheme.colors.gray[7],
    '--mantine-color-placeholder': '#6b7079',
    '--mantine-color-error': mantineTheme.colors.red[9],
  },
  dark: {
    '--mantine-color-dimmed': mantineTheme.colors.dark[1],
    '--mantine-color-placeholder': mantineTheme.colors.dark[2],
    '--mantine-color-error': mantineTheme.colors.red[4],
  },
});
