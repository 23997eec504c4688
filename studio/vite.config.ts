import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  // The server serves the studio's assets under /studio/ and its index.html for every
  // /settings… and /{clientKey}/settings… path; routes therefore stay the real paths.
  base: '/studio/',
  plugins: [react()],
  resolve: {
    // Workspace packages resolve to their TypeScript sources: no library build needed to develop.
    conditions: ['@tessera/source', ...defaultClientConditions],
  },
  // In development open the studio through the runtime's dev server (port 5173), which proxies
  // studio paths here: one origin, one shared session, as in production.
  server: { port: 5174, strictPort: true, proxy: { '/api': apiServer } },
  preview: { port: 4174, proxy: { '/api': apiServer } },
});
