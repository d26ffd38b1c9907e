import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The SPA lives in src/client; its build lands in dist/client, which Fastify serves. The second,
// server-side build (`vite build --ssr prerender.tsx`) is of that file alone, into dist/prerender:
// the server renders the landing page's HTML with it when it starts (src/server/http/spa.ts).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [
    react(),
    !isSsrBuild &&
      // Brotli and gzip twins of every text file, made once at build time; the server sends the one
      // the browser accepts (src/server/http/spa.ts). index.html is left out: the server rewrites it
      // (the public configuration, the landing page's HTML) and compresses it itself.
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|mjs|css|svg|json|txt)$/,
        threshold: 1024,
      }),
  ],
  build: isSsrBuild
    ? { outDir: '../../dist/prerender', emptyOutDir: true, copyPublicDir: false }
    : {
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
}));
