import { fileURLToPath } from "node:url";

/** The import aliases of tsconfig.json's `paths`, for Vite and Vitest (tsx reads tsconfig itself). */
export const aliases = [
  { find: /^@\//, replacement: fileURLToPath(new URL("./src/", import.meta.url)) },
  { find: /^@tests\//, replacement: fileURLToPath(new URL("./tests/", import.meta.url)) },
];
