import { availableParallelism } from "node:os";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { aliases } from "./aliases";
import { indiaOutline } from "./scripts/vite-india-outline";

export default defineConfig({
  plugins: [lingui({ macroTransform: true }), react(), indiaOutline()],
  resolve: { alias: aliases },
  test: {
    // Threads, not forks, and two at once even on two cores: the tests wait on PostgreSQL and
    // child processes as much as they compute. Measured on 2 cores: 342 s with one forked worker,
    // 246 s with two, 181 s with node files sharing modules (isolate: false), 166 s in threads.
    pool: "threads",
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/setup-node.ts"],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/web/**/*.test.tsx"],
          setupFiles: ["tests/support/setup-web.ts"],
          // findBy waits up to 5 s (setup-web.ts); a test of several such steps needs room on a
          // loaded 2-core machine where node files run alongside.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
