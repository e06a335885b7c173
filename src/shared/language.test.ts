import { describe, expect, it } from "vitest";
import { languageFromAcceptLanguage, localeOf } from "./language";

describe("the reader's language", () => {
  it("takes the browser's highest-ranked language we speak", () => {
    expect(languageFromAcceptLanguage("hi-IN,hi;q=0.9,en;q=0.8")).toBe("hi");
    expect(languageFromAcceptLanguage("en-GB,en;q=0.9,hi;q=0.8")).toBe("en");
    expect(languageFromAcceptLanguage("ta-IN,ta;q=0.9,hi;q=0.8,en;q=0.7")).toBe("hi");
    expect(languageFromAcceptLanguage("en;q=0.5, hi;q=0.6")).toBe("hi");
  });

  it("falls back to English for nothing, junk or only other languages", () => {
    expect(languageFromAcceptLanguage(undefined)).toBe("en");
    expect(languageFromAcceptLanguage("")).toBe("en");
    expect(languageFromAcceptLanguage("fr-FR,de;q=0.5")).toBe("en");
    expect(languageFromAcceptLanguage("hi;q=0, en;q=0.1")).toBe("en");
    expect(languageFromAcceptLanguage(";;;,q=abc")).toBe("en");
  });

  it("writes numbers and dates for India in either language", () => {
    expect(localeOf("hi")).toBe("hi-IN");
    expect(
      new Intl.NumberFormat(localeOf("en"), { style: "currency", currency: "INR" }).format(2194800),
    ).toBe("₹21,94,800.00");
  });
});
