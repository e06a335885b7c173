import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * The interface's languages (issue 15, decision 0038). English is the source: its texts are the
 * spec's and live in the code; `npm run i18n:extract` collects them into the catalogs, and the Vite
 * plugin compiles a catalog when the app imports it, so there is no compile step to forget.
 */
/**
 * What the first screen (/ and /login, signed in or not) runs: its messages are a catalog of their
 * own, fetched before the first render. Everything else is in `messages`, fetched with the first
 * screen outside this list (`withMessages` in src/web/lib/i18n.ts). Splitting keeps the first screen
 * within its 150 KB budget however many screens are translated.
 */
const FIRST_SCREEN = [
  "src/web/main.tsx",
  "src/web/router.tsx",
  "src/web/components/layout",
  "src/web/components/language-switch.tsx",
  "src/web/components/ui",
  "src/web/lib",
  "src/web/routes/home.tsx",
  "src/web/routes/login.tsx",
  "src/web/features/auth",
  "src/web/features/guide-application/join-as-guide-button.tsx",
  "src/web/features/guide-application/guide-application-context.tsx",
  "src/web/features/newsletter",
  "src/web/features/contact/company-details.ts",
];
const TESTS = ["**/*.test.tsx", "**/*.test.ts", "**/testing/**"];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "hi"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/src/web/locales/{locale}/first-screen",
      include: FIRST_SCREEN.map((p) => `<rootDir>/${p}`),
      exclude: TESTS,
    },
    {
      path: "<rootDir>/src/web/locales/{locale}/messages",
      include: ["<rootDir>/src/web"],
      exclude: [...TESTS, ...FIRST_SCREEN.map((p) => `<rootDir>/${p}`)],
    },
  ],
  // No line numbers: several people convert screens at once, and moving a line would rewrite
  // every reference below it in both catalogs.
  format: formatter({ lineNumbers: false }),
});
