import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { formatBestTime, formatDuration, formatPackagePrice } from "./package-format";

// English is the source: the texts come from the code, with no catalog to load.
beforeAll(() => i18n.activate("en"));

describe("package quick info", () => {
  it("gives days and nights", () => {
    expect(formatDuration(5)).toBe("5 days / 4 nights");
    expect(formatDuration(2)).toBe("2 days / 1 night");
    expect(formatDuration(1)).toBe("1 day / 0 nights");
  });
  it("says Flexible without a usable length", () => {
    expect(formatDuration(0)).toBe("Flexible");
    expect(formatDuration(null)).toBe("Flexible");
    expect(formatDuration(undefined)).toBe("Flexible");
    expect(formatDuration(2.5)).toBe("Flexible");
  });
  it("gives the best time, or Year-round", () => {
    expect(formatBestTime("October to March")).toBe("Best Time: October to March");
    expect(formatBestTime("")).toBe("Best Time: Year-round");
    expect(formatBestTime(null)).toBe("Best Time: Year-round");
  });
  it("gives the price in rupees, or Contact for pricing", () => {
    expect(formatPackagePrice(125000)).toBe("From ₹1,25,000 per person");
    expect(formatPackagePrice(0)).toBe("Contact for pricing");
    expect(formatPackagePrice(undefined)).toBe("Contact for pricing");
  });
});
