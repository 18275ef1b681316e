import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { siteBuild } from './build/vite-plugin.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), siteBuild()],
  server: { host: '127.0.0.1', port: 5173 },
  // Every browser the site supports knows `modulepreload`: no polyfill in the first load.
  build: { target: 'es2022', modulePreload: { polyfill: false } },
});
