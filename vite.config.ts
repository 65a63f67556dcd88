import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { lightEndpoints } from './scripts/vite/light-endpoints';
import { catalogJson } from './scripts/vite/catalog-json';
import { linguiMacro } from './scripts/vite/lingui-macro';
import { FIRST_LOAD, loadStageGroups } from './scripts/vite/load-stages';
import { manifestLinkLater } from './scripts/vite/manifest-link-later';
import { mantineCssPerComponent } from './scripts/vite/mantine-css';
import { scrollAreaRefs } from './scripts/vite/scroll-area-refs';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';
/** The contract is schemas, messages and rules without I/O: a module of it that nothing reads is left out. */
/** What only Hindi and Punjabi readers fetch (the service worker's language cache matches the same names). */
const LANGUAGE_FILES = [
  'assets/hi-IN-*',
  'assets/pa-IN-*',
  'assets/devanagari-*',
  'assets/gurmukhi-*',
  'assets/noto-sans-*',
];

const sideEffectsOutsideContract = (id: string) => !/[\\/]contract[\\/]/.test(id);

export default defineConfig({
  plugins: [
    // The router plugin must come before react().
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
    }),
    // Lingui's macros (Babel, only on the files that use them) and its catalogs (.po, compiled on import; decision 040).
    linguiMacro(),
    catalogJson(),
    react(),
    mantineCssPerComponent(),
    scrollAreaRefs(),
    lightEndpoints(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/offline/worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Pathshala — classroom teaching',
        short_name: 'Pathshala',
        description: 'Teach the AI curriculum in class from slide decks kept on the device, online or offline.',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        theme_color: '#1c7ed6',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          {
            src: '/icons/screenshot-wide.png',
            sizes: '1280x720',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Teaching a class',
          },
          {
            src: '/icons/screenshot-narrow.png',
            sizes: '720x1280',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'A student on a phone',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
        // A language's catalog, the contract's messages and the scripts' fonts go to the readers who choose Hindi or
        // Punjabi, not to every device (the worker keeps them once fetched: src/offline/worker/sw.ts).
        // The build's first-load entry is never loaded by the page (scripts/vite/load-stages.ts).
        globIgnores: [...LANGUAGE_FILES, 'assets/first-load-*'],
        // The worker sends outbox calls and checks no answer: the same light entries as the page (decision 037).
        buildPlugins: { vite: [lightEndpoints()] },
        rollupOptions: { treeshake: { moduleSideEffects: sideEffectsOutsideContract } },
      },
      devOptions: { enabled: false },
    }),
    manifestLinkLater(),
  ],
  // BUILD_OUT_DIR lets several builds (parallel test runs) live side by side.
  build: {
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // The first load's stages, for the build's grouping alone (scripts/vite/load-stages.ts).
      input: { index: 'index.html', ...FIRST_LOAD },
      preserveEntrySignatures: false,
      treeshake: { moduleSideEffects: sideEffectsOutsideContract },
      output: {
        // What the entry needs in one chunk, and the login form's pieces in another: /login loads few files
        // (docs/decisions/010-login-bundle.md). The signed-in shell (the layout, its menu, navigation and their
        // Mantine parts) is one chunk too: seven scripts and their stylesheets were a round of requests before
        // any signed-in page could paint (decision 023). Lazy screens keep the automatic chunks, with the common
        // chunks under 12 KB copied into their readers (a shared runtime keeps one module state): a dashboard makes
        // 34-57 requests instead of 93-111, each a round trip on a slow link (bench/README.md).
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
          groups: [
            ...loadStageGroups,
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'login-form', test: /src[\\/]features[\\/]auth[\\/]components[\\/]login-form\.tsx$/, priority: 1 },
            { name: 'shell', test: /src[\\/]routes[\\/]_app\.tsx/, priority: 0 },
            // Popovers, menus and selects (floating-ui): shared by many screens, shown by none at
            // first paint. Left to themselves they joined the shell, which every signed-in page waits for.
            {
              name: 'overlays',
              test: /node_modules[\\/]@floating-ui[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
  server: { port: 5173, proxy: { '/api': apiTarget } },
});
