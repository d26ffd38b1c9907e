import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A warm porch-light amber, readable on white at the sizes we use for buttons and links.
const porch: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#b87400',
  '#8f5800',
];

export const theme = createTheme({
  primaryColor: 'porch',
  primaryShade: { light: 7, dark: 6 },
  colors: { porch },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Noto Color Emoji"',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  fontSizes: { md: '1.0625rem' },
  other: { ink: '#2b2118' },
});
