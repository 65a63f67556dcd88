import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // The router plugin must come before react().
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/route-tree.gen.ts' }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'] },
      devOptions: { enabled: false },
    }),
  ],
  // BUILD_OUT_DIR lets several builds (parallel test runs) live side by side.
  build: { outDir: process.env.BUILD_OUT_DIR ?? 'dist', emptyOutDir: true, manifest: true, sourcemap: false, chunkSizeWarningLimit: 800 },
  server: { port: 5173, proxy: { '/api': apiTarget } },
});
