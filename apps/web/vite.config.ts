import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The gateway serves the built app at `/` and the API at `/api` on the same origin, so the dev
// server only needs to forward `/api` to a running gateway.
export default defineConfig({
  plugins: [react()],
  // The contracts are CommonJS and linked from the workspace, so the dev server converts them like a dependency.
  optimizeDeps: { include: ['@tailor/contracts/browser'] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': process.env.GATEWAY_URL ?? 'http://127.0.0.1:3001' } },
});
