import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  // In development the Vite server forwards API calls to the real server.
  server: {
    proxy: Object.fromEntries(['/api', '/auth', '/rest', '/dev', '/uploads'].map((prefix) => [prefix, apiTarget])),
  },
});
