import { describe, expect, it } from "vitest";
import { DEFAULT_GUIDE_FILTERS } from "@/shared/guides/rules";
import { knownLanguage, readGuideView, writeGuideView } from "./guide-search-params";

describe("guide search params", () => {
  it("reads the defaults from an empty address", () => {
    expect(readGuideView(new URLSearchParams())).toEqual({
      filters: DEFAULT_GUIDE_FILTERS,
      more: 0,
    });
  });

  it("writes nothing for the defaults", () => {
    expect(writeGuideView({ filters: DEFAULT_GUIDE_FILTERS, more: 0 }).toString()).toBe("");
  });

  it("writes only what differs, the licence flag as 1", () => {
    const params = writeGuideView({
      filters: { ...DEFAULT_GUIDE_FILTERS, licensedOnly: true, sort: "name" },
      more: 0,
    });
    expect(params.toString()).toBe("licensed=1&sort=name");
  });

  it("round-trips every filter", () => {
    const view = {
      filters: {
        search: "rajesh & sons",
        specialization: "Historical Tours" as const,
        language: "Tamil",
        licensedOnly: true,
        sort: "experience" as const,
      },
      more: 2,
    };
    expect(readGuideView(writeGuideView(view))).toEqual(view);
  });

  it("ignores unknown or out-of-range values", () => {
    const view = readGuideView(
      new URLSearchParams(
        `specialization=Pirates&sort=random()&licensed=yes&more=-3&language=${"x".repeat(41)}`,
      ),
    );
    expect(view).toEqual({ filters: DEFAULT_GUIDE_FILTERS, more: 0 });
    expect(readGuideView(new URLSearchParams("language=%20ALL%20")).filters.language).toBe("all");
    expect(readGuideView(new URLSearchParams("more=5000")).more).toBe(1000);
  });

  it("cuts a search longer than the server takes", () => {
    const view = readGuideView(new URLSearchParams({ q: "a".repeat(500) }));
    expect(view.filters.search).toHaveLength(100);
  });

  it("spells a language as the filter does, or falls back to every language", () => {
    const languages = ["English", "Hindi", "Tamil"];
    expect(knownLanguage("tamil", languages)).toBe("Tamil");
    expect(knownLanguage("Klingon", languages)).toBe("all");
    expect(knownLanguage("Klingon", undefined)).toBe("Klingon");
    expect(knownLanguage("all", languages)).toBe("all");
  });
});
