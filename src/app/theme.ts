import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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

/**
 * The one theme (Mantine vite-template habit: theme values in one `createTheme` call). Primary shade 7
 * and a darker "dimmed" grey so body and secondary text pass WCAG AA contrast on white (Mantine's
 * default blue.6 and gray.6 do not).
 */
export const theme = createTheme({
  primaryColor: 'lodge',
  primaryShade: { light: 7, dark: 5 },
  colors: { lodge },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Button: { defaultProps: { size: 'md' } },
    // Mantine's close (X) buttons have no accessible name of their own.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close navigation' } } },
  },
});

/**
 * WCAG AA on white: gray.7 for dimmed text (7.5:1 instead of gray.6's 3.3:1), a placeholder grey of
 * 4.7:1 (Mantine's gray.5 is 2.1:1) so hints like "Add notes about this booking..." stay readable, and
 * red.9 for field errors (5.5:1 instead of red.6's 3.3:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': mantineTheme.colors.gray[7],
    '--mantine-color-placeholder': '#6b7079',
    '--mantine-color-error': mantineTheme.colors.red[9],
  },
  dark: { '--mantine-color-dimmed': mantineTheme.colors.dark[1] },
});
