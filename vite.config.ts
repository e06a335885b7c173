import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { aliases } from "./aliases";
import { offlineApp } from "./scripts/offline-app";
import { precompress } from "./scripts/vite-precompress";

export default defineConfig(({ command }) => {
  // A NODE_ENV=development left in the shell would otherwise ship React's development build.
  if (command === "build") process.env.NODE_ENV = "production";
  return {
    // Lingui's native (SWC) macro transform: no Babel in the build (decision 0038).
    plugins: [
      lingui({ macroTransform: true }),
      react(),
      tailwindcss(),
      VitePWA(offlineApp),
      precompress(),
    ],
    resolve: { alias: aliases },
    build: {
      outDir: "dist/web",
      emptyOutDir: true,
      sourcemap: false,
      rolldownOptions: {
        output: {
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
