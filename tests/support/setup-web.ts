import { i18n } from "@lingui/core";
import { cleanup, configure } from "@testing-library/react";
import { clearJournal, record } from "@tests/support/msw/journal";
import { server } from "@tests/support/msw/server";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";

// findBy/waitFor wait up to 5 s, not 1 s: MSW answers asynchronously, and on a loaded 2-core CI
// machine a screen's request, render and toast can take longer than a second. A missing text still
// fails, only later.
configure({ asyncUtilTimeout: 5000 });

// Screens render in English unless a test switches (the macros carry the English texts in tests).
beforeEach(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  document.documentElement.lang = "en-IN";
});

// A request no handler answers fails the test that sent it. msw's own "error" strategy only
// logs and turns the request into a 500 the screen may swallow, so the test is failed here.
const unhandled: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledFrame: async ({ frame }) => {
      const message = await frame.getUnhandledMessage();
      unhandled.push(message);
      throw new Error(message);
    },
  }),
);
server.events.on("request:start", ({ request }) => record(request));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearJournal();
  const missed = unhandled.splice(0);
  if (missed.length > 0) {
    throw new Error(`The test sent a request no handler answers:\n${missed.join("\n")}`);
  }
});
afterAll(() => server.close());

// A console error in a test is a failure (architecture.md, convention 12).
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error called: ${args.map(String).join(" ")}`);
};
vi.stubGlobal("scrollTo", () => {});
