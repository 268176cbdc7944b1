import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    manifest: true,
    rollupOptions: { input: 'src/client/entry-client.tsx' },
  },
  ssr: {
    // Bundled into the SSR build so the server needs no JSX or CSS handling at run time.
    noExternal: ['@inertiajs/react', '@inertiajs/core', '@radix-ui/*'],
  },
});
