import { MantineProvider } from '@mantine/core';
import { render as testingLibraryRender } from '@testing-library/react';
import type { ReactNode } from 'react';
import { theme } from '../../src/client/theme.ts';

/** Renders inside Mantine's provider with transitions and portals off (env="test"). */
export function render(ui: ReactNode) {
  return testingLibraryRender(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );
}
