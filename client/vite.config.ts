import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// @autoexport/contract (packages/contract) is read from its TypeScript source through this export condition, so the
// client needs no build of it first; Node, which runs the server, takes its compiled dist instead.
const CONTRACT_SOURCE = '@autoexport/source';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: [CONTRACT_SOURCE, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [CONTRACT_SOURCE, ...defaultServerConditions] } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The manifest lets scripts/bundle-budget.mjs (repo root) follow what the home route loads.
  build: { outDir: 'dist', sourcemap: true, manifest: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
