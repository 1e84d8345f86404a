import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Root config: Storybook and the browser test projects compile `.css.ts` through it.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
});
