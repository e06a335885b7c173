import { msg } from "@lingui/core/macro";
import { act } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n, loadLanguage, withMessages } from "./i18n";

// Two loads of a language can overlap: the account's language at sign-in, and the reader's choice
// a moment later. Whichever catalog arrives last, the one asked for last must be the one shown.
describe("overlapping language loads", () => {
  it("shows the language asked for last; the earlier load changes nothing", async () => {
    let first: Promise<boolean> = Promise.resolve(false);
    let second: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      first = loadLanguage("hi");
      second = loadLanguage("en");
      await Promise.all([first, second]);
    });
    expect(await first).toBe(false);
    expect(await second).toBe(true);
    expect(i18n.locale).toBe("en");
    expect(document.documentElement.lang).toBe("en-IN");
  });

  it("brings a screen's texts opened while the language loads", async () => {
    const unread = msg`({count} unread)`;
    await act(async () => {
      const switching = loadLanguage("hi");
      // A screen with the `trips` texts opens in English while Hindi is on its way.
      await withMessages(async () => undefined, ["trips"]);
      expect(await switching).toBe(true);
    });
    expect(i18n.locale).toBe("hi");
    expect(i18n._({ ...unread, values: { count: 2 } })).toBe("(2 बिना पढ़े)");
  });
});
