import { format } from "node:util";
import { afterAll, afterEach } from "vitest";

// A console error in a test is a failure (architecture.md, convention 12). The server logs through
// pino (silent in tests, better-auth included), so what reaches console.error is unplanned.
// Errors are collected rather than thrown where they happen: the caller may be a library callback
// that would swallow the throw.
let logged: string[] = [];
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  logged.push(format(...args));
};

function failOnLoggedErrors() {
  if (logged.length === 0) return;
  const messages = logged;
  logged = [];
  throw new Error(`console.error was called:\n${messages.join("\n")}`);
}

afterEach(failOnLoggedErrors);
afterAll(failOnLoggedErrors);
