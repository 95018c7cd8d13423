import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeSizes } from './build/route-sizes.ts';

// `npm start` serves this with /api and /config.json proxied to the local gateway.
const api = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    routeSizes({
      routerFile: fileURLToPath(new URL('./src/app/router.tsx', import.meta.url)),
      budgetKb: 120,
      // Each back-office area's first tab on a first visit: the route's chunk and the tab's (issues 14, 15: ≤ 150 KB).
      pages: [
        {
          path: '/agent-dashboard/profile',
          modules: [
            './src/app/routes/agent-dashboard',
            './src/features/agents/agent-dashboard/profile-panel',
          ].map((module) => fileURLToPath(new URL(module, import.meta.url))),
          budgetKb: 150,
        },
        {
          path: '/super-admin/agents',
          modules: ['./src/app/routes/super-admin', './src/features/agents/super-admin/agents-panel'].map(
            (module) => fileURLToPath(new URL(module, import.meta.url)),
          ),
          budgetKb: 150,
        },
      ],
    }),
  ],
  server: { proxy: { '/api': api, '/config.json': api } },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Every browser we support preloads modules natively.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // shared/ is pure (no I/O, no side effects at import), so modules of it that a chunk does not use are
      // dropped: the home page gets the messages and rate helpers without zod and every schema (ADR 021).
      // So are web/src/components/: a tab importing Field from the form barrel does not also get the upload
      // field and Radix Dialog (ADR 035).
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/](shared[\\/]src|web[\\/]src[\\/]components)[\\/]/.test(id),
      },
      output: {
        // Automatic splitting cut what every page loads (main.tsx imports React DOM, then app/start.tsx) into a
        // dozen small chunks wherever a route shares a module with the shell: each costs its own gzip window and
        // exports. Three named chunks instead (home 122.3 → 119.2 KB gzip, issue 16). The vite preload helper
        // stays apart, or the bootstrap would import the app statically and run it before the first paint;
        // React stays with React DOM, so React DOM still evaluates in a task of its own.
        codeSplitting: {
          groups: [
            { name: 'preload', test: /vite[\\/]preload-helper/, priority: 3 },
            {
              name: 'react-dom',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              name: 'app',
              test: /[\\/]node_modules[\\/](@tanstack[\\/](query-core|react-query)|react-router)[\\/]|[\\/]web[\\/]src[\\/](app[\\/](start|providers|router)|lib[\\/](api|config|cn))\.tsx?$|[\\/]shared[\\/]src[\\/](messages|brand)\.ts$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
