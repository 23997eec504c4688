import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';
// The studio's dev server (studio/vite.config.ts). Proxying its paths here keeps both apps on one
// origin in development, as the server does in production, so they share the session storage.
const studioDevServer = 'http://localhost:5174';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Workspace packages resolve to their TypeScript sources: no library build needed to develop.
    conditions: ['@tessera/source', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': apiServer,
      '/studio/': { target: studioDevServer, ws: true },
      '^/([^/?#]+/)?settings([/?#]|$)': {
        target: studioDevServer,
        rewrite: (path) => `/studio${path}`,
      },
    },
  },
  preview: { port: 4173, proxy: { '/api': apiServer } },
});
