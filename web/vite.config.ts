import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In `npm run dev` the API is the functions emulator behind the Hosting emulator.
const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://127.0.0.1:5000';

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': apiTarget,
      '/oai': apiTarget,
      '/sitemap.xml': apiTarget,
      '/robots.txt': apiTarget,
      '/feed.xml': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
});
