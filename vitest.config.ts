import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'jobs/**/*.test.ts'],
          environment: 'node',
          // The sweep of 0x2500 characters through Twilio's segment calculator takes 0.7 s alone
          // and took 5.2 s in CI with the integration tests sharing the two cores. Unit tests
          // assert results, never speed (speed lives in bench/).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['src/client/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/ui-setup.ts'],
          // A first render of Mantine in jsdom took 8.7 s in CI with the integration tests sharing
          // the two cores; these tests assert what is shown, never how fast.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
