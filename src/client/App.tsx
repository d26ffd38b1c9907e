// The providers every page sits in, for the browser (main.tsx) and for the landing page's HTML
// rendered at build time (prerender.tsx): one tree, so the browser can hydrate what was rendered.
import { MantineProvider } from '@mantine/core';
import { StrictMode, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme.ts';

// The query cache, tRPC client and notifications are not here: every page but the landing page
// gets them from ApiLayout (routes.tsx), so the landing page loads none of their code.
export function App({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {children}
      </MantineProvider>
    </StrictMode>
  );
}
