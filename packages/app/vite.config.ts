import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
// One setting for both halves: the server adds this URL's origin to the CSP, the app asks it
// for the customer's position when the browser's geolocation is not allowed.
const ipGeolocationUrl = process.env.IP_GEOLOCATION_URL ?? '';
// A hosted Supabase project for the admin area and password recovery: the server's SUPABASE_URL and
// SUPABASE_ANON_KEY also build the app (VITE_SUPABASE_* still work); unset, it uses its own origin.
const supabaseSettings = Object.fromEntries(
  [
    ['VITE_SUPABASE_URL', process.env.SUPABASE_URL],
    ['VITE_SUPABASE_ANON_KEY', process.env.SUPABASE_ANON_KEY],
  ].flatMap(([name, value]) => (value ? [[`import.meta.env.${name}`, JSON.stringify(value)]] : [])),
);

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // The app is in US English (the date fields already pin en-US): React Aria's built-in strings
    // for its other 33 locales were about a fifth of every date field, table and overlay chunk.
    { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
  ],
  define: { 'import.meta.env.IP_GEOLOCATION_URL': JSON.stringify(ipGeolocationUrl), ...supabaseSettings },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  // In development the Vite server forwards API calls to the real server.
  server: {
    proxy: {
      ...Object.fromEntries(['/api', '/auth', '/rest', '/dev', '/uploads'].map((prefix) => [prefix, apiTarget])),
      '/realtime': { target: apiTarget, ws: true },
    },
  },
});
