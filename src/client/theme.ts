import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type ModalProps,
} from '@mantine/core';

// A warm porch-light amber. Filled buttons are amber with dark ink (autoContrast), and text in
// the primary colour uses the deepest shade, so everything a reader must read passes WCAG AA.
const porch: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#a86a00',
  '#7a4b00',
];

export const INK = '#2b2118';

export const theme = createTheme({
  primaryColor: 'porch',
  primaryShade: { light: 5, dark: 6 },
  autoContrast: true,
  luminanceThreshold: 0.35,
  black: INK,
  colors: { porch },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Noto Color Emoji"',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  fontSizes: { md: '1.0625rem' },
  components: {
    // Every dialog's close button has a name for screen readers (Mantine's has none by default).
    // A plain object rather than Modal.extend: that would put Modal's code in the landing bundle.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<ModalProps> },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-anchor': 'var(--mantine-color-porch-9)',
    '--mantine-color-porch-light-color': 'var(--mantine-color-porch-9)',
    '--mantine-color-porch-outline': 'var(--mantine-color-porch-8)',
    '--mantine-color-dimmed': '#5f5549',
    '--mantine-color-text': INK,
    // Error messages and error borders in a red that reads at 5.6:1 on white (red.6 is 3.3:1).
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
