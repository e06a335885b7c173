import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(() => cleanup());

// A console error in a test is a failure (architecture.md, convention 12).
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error called: ${args.map(String).join(" ")}`);
};
vi.stubGlobal("scrollTo", () => {});
