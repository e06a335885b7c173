import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { aliases } from "./aliases";
import { precompress } from "./scripts/vite-precompress";

export default defineConfig(({ command }) => {
  // A NODE_ENV=development left in the shell would otherwise ship React's development build.
  if (command === "build") process.env.NODE_ENV = "production";
  return {
    plugins: [react(), tailwindcss(), precompress()],
    resolve: { alias: aliases },
    build: { outDir: "dist/web", emptyOutDir: true, sourcemap: false },
    server: { proxy: { "/api": "http://localhost:3000" } },
  };
});
