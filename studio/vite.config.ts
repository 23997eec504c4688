import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const apiServer = 'http://localhost:3000';

// @monaco-editor/loader carries a CDN address it uses only when not handed a monaco instance; the
// studio hands it the installed package (src/methods/monacoSetup.ts), so the address is dropped
// and the built app names no CDN host (STACK.md "Monaco without a CDN").
const monacoWithoutCdn: Plugin = {
  name: 'tessera:monaco-without-cdn',
  enforce: 'pre',
  transform(code, id) {
    if (!id.includes('@monaco-editor/loader')) return null;
    return code.replace(/https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[^'"]*/g, '');
  },
};

export default defineConfig({
  // The server serves the studio's assets under /studio/ and its index.html for every
  // /settings… and /{clientKey}/settings… path; routes therefore stay the real paths.
  base: '/studio/',
  plugins: [react(), monacoWithoutCdn],
  resolve: {
    // Workspace packages resolve to their TypeScript sources: no library build needed to develop.
    conditions: ['@tessera/source', ...defaultClientConditions],
  },
  // In development open the studio through the runtime's dev server (port 5173), which proxies
  // studio paths here: one origin, one shared session, as in production.
  server: { port: 5174, strictPort: true, proxy: { '/api': apiServer } },
  preview: { port: 4174, proxy: { '/api': apiServer } },
});
