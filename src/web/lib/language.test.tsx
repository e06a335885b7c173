import { act } from "@testing-library/react";
import { sent } from "@tests/support/msw/journal";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "./api";
import { formatDate, formatNumber, formatPaise, formatRupees } from "./format";
import { cookieLanguage, initialLanguage, loadLanguage, writeLanguageCookie } from "./i18n";

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "lang=; Max-Age=0; Path=/";
});

describe("api: the reader's language on every request", () => {
  it("sends Accept-Language en-IN, then hi-IN once Hindi is active", async () => {
    server.use(http.get("/api/things", () => HttpResponse.json({ ok: true })));
    await api.get("/api/things");
    await act(() => loadLanguage("hi"));
    await api.get("/api/things");
    expect(sent("GET", "/api/things").map((r) => r.headers.get("accept-language"))).toEqual([
      "en-IN",
      "hi-IN",
    ]);
  });
});

describe("the first language", () => {
  it("is the cookie's, then <html lang>'s", () => {
    document.documentElement.lang = "hi-IN";
    expect(initialLanguage()).toBe("hi");
    writeLanguageCookie("en");
    expect(cookieLanguage()).toBe("en");
    expect(initialLanguage()).toBe("en");
  });

  it("ignores a cookie naming no language of ours", () => {
    expect(cookieLanguage("lang=fr; other=1")).toBeNull();
    expect(cookieLanguage("x=1; lang=hi")).toBe("hi");
  });
});

describe("format: Intl in the reader's language", () => {
  it("keeps the English output as it was", () => {
    expect(formatRupees(2081500)).toBe("₹20,81,500");
    expect(formatPaise(2081520)).toBe("₹20,815.20");
    expect(formatNumber(100000)).toBe("1,00,000");
    expect(formatDate("2026-11-26")).toBe("26 November 2026");
  });

  it("writes Hindi months and Indian grouping when Hindi is active", async () => {
    await act(() => loadLanguage("hi"));
    expect(formatDate("2026-11-26")).toBe("26 नवंबर 2026");
    expect(formatRupees(2081500)).toBe("₹20,81,500");
    expect(formatDate("2026-11-26", "en")).toBe("26 November 2026");
  });
});
