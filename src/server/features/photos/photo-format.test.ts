import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sniffFormat } from "./photo-format";
import { widthsFor } from "./photo-pipeline";

const image = (format: "jpeg" | "png" | "webp" | "avif" | "gif" | "tiff") =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#c85a28" } })
    .toFormat(format)
    .toBuffer();

describe("sniffFormat", () => {
  it.each(["jpeg", "png", "webp", "avif"] as const)("knows a %s by its first bytes", async (f) => {
    expect(sniffFormat(await image(f))).toBe(f);
  });

  it.each(["gif", "tiff"] as const)("does not take a %s for a photo it accepts", async (f) => {
    expect(sniffFormat(await image(f))).toBe("unknown");
  });

  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['\uFEFF  <?xml version="1.0"?>\n<!-- drawn -->\n<!DOCTYPE svg>\n<svg>'],
    ["<SVG onload=alert(1)>"],
  ])("knows SVG text: %s", (text) => {
    expect(sniffFormat(Buffer.from(text))).toBe("svg");
  });

  it("takes plain text, HTML and an empty file for unknown", () => {
    for (const text of ["hello", "<html><body>hi</body></html>", ""])
      expect(sniffFormat(Buffer.from(text))).toBe("unknown");
  });
});

describe("widthsFor", () => {
  it("makes 400, 800 and 1600 px, never wider than the original", () => {
    expect(widthsFor(4000)).toEqual([400, 800, 1600]);
    expect(widthsFor(1600)).toEqual([400, 800, 1600]);
    expect(widthsFor(1000)).toEqual([400, 800, 1000]);
    expect(widthsFor(800)).toEqual([400, 800]);
    expect(widthsFor(250)).toEqual([250]);
  });
});
