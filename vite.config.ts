import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { aliases } from "./aliases";
import { offlineApp } from "./scripts/offline-app";
import { indiaOutline } from "./scripts/vite-india-outline";
import { precompress } from "./scripts/vite-precompress";
import { screenChunks } from "./scripts/vite-screen-chunks";
import { withIntlWarmUp } from "./src/shared/intl-warm-up";

export default defineConfig(({ command, isSsrBuild }) => {
  // A NODE_ENV=development left in the shell would otherwise ship React's development build.
  if (command === "build") process.env.NODE_ENV = "production";
  // The server's renderer of first screens (src/web/server-render.tsx, decision 0055): the same
  // app for Node, with nothing of the browser's build.
  if (isSsrBuild)
    return {
      plugins: [lingui({ macroTransform: true }), react(), tailwindcss(), indiaOutline()],
      publicDir: false,
      resolve: { alias: aliases },
      // Its packages bundled in: dist/ssr runs wherever the build is copied, with or without
      // node_modules beside it.
      ssr: { noExternal: true },
      build: {
        outDir: "dist/ssr",
        emptyOutDir: true,
        sourcemap: false,
        ssr: "src/web/server-render.tsx",
      },
    };
  const chunks = screenChunks();
  return {
    // Lingui's native (SWC) macro transform: no Babel in the build (decision 0038).
    plugins: [
      lingui({ macroTransform: true }),
      react(),
      tailwindcss(),
      indiaOutline(),
      VitePWA(offlineApp),
      precompress(),
      chunks.plugin,
      // The page's inline Intl warm-up, ahead of the stylesheet (decision 0046).
      { name: "intl-warm-up", transformIndexHtml: { order: "pre", handler: withIntlWarmUp } },
    ],
    resolve: { alias: aliases },
    build: {
      outDir: "dist/web",
      emptyOutDir: true,
      sourcemap: false,
      // dist/web/.vite/manifest.json: the server names each screen's chunks in its page (decision 0045).
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: { groups: chunks.groups },
          // A catalog's chunk names its language, so the bench can tell which ones a page fetched.
          chunkFileNames: (chunk) => {
            const catalog = chunk.facadeModuleId?.match(/locales\/(\w+)\/([\w-]+)\.(?:po|ts)$/);
            return catalog
              ? `assets/catalog-${catalog[1]}-${catalog[2]}-[hash].js`
              : "assets/[name]-[hash].js";
          },
        },
      },
    },
    server: { proxy: { "/api": "http://localhost:3000" } },
  };
});
