import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress.ts';
import { languageBoot, prerenderPages } from './prerender.ts';
import { PRODUCT_NAME } from './src/config/product.ts';

// The html cannot import the constant, so the build writes the product name into its title.
function productName(): Plugin {
  return {
    name: 'product-name',
    transformIndexHtml: (html) => html.replaceAll('%PRODUCT_NAME%', PRODUCT_NAME),
  };
}

export default defineConfig({
  // Pinned so the config works the same from the repository root (`--config web/vite.config.ts`).
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), productName(), languageBoot(), prerenderPages(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every asset stays a file under /assets: a strict CSP then needs no `data:` sources.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:8080' },
    },
  },
});
