import { format } from "node:util";
import { afterAll, afterEach } from "vitest";

// A console error in a test is a failure (architecture.md, convention 12). The server logs through
// pino (silent in tests, better-auth included), so what reaches console.error is unplanned.
// Errors are collected rather than thrown where they happen: the caller may be a library callback
// that would swallow the throw.
// Files may share one worker (isolate: false), so the wrapper is installed once per process.
const state = globalThis as typeof globalThis & { __loggedErrors?: string[] };
if (!state.__loggedErrors) {
  const loggedErrors: string[] = [];
  state.__loggedErrors = loggedErrors;
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    originalError(...args);
    loggedErrors.push(format(...args));
  };
}
const logged = state.__loggedErrors;

function failOnLoggedErrors() {
  if (logged.length === 0) return;
  const messages = logged.splice(0);
  throw new Error(`console.error was called:\n${messages.join("\n")}`);
}

afterEach(failOnLoggedErrors);
afterAll(failOnLoggedErrors);
