import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA lives in src/client; its build lands in dist/client, which Fastify serves.
export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/trpc': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
    },
  },
});
