import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allImages, pageArtwork, placeImages } from "./catalogue";
import { loadJobs, parseRoster } from "./jobs";
import { timesOfDay } from "./palette";
import { renderPlaceholderAvatar, renderPortrait } from "./portrait";
import { allScenes, renderScene } from "./scenes";

const HARD_LIMIT = 30 * 1024;

/** A small XML check: balanced tags, quoted attributes, no stray markup, references that resolve. */
function checkSvg(svg: string, title: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ')).toBe(true);
  expect(svg).toContain('role="img"');
  expect(svg).toContain(`<title id="t">${title}</title>`);
  expect(svg).not.toMatch(/<(script|text|image|foreignObject|style)\b/i);
  expect(svg).not.toMatch(/\bon[a-z]+=/i);
  expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(
    /https?:|xlink:href|@import/,
  );
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  const stack: string[] = [];
  let last = 0;
  for (let match = tag.exec(svg); match; match = tag.exec(svg)) {
    const between = svg.slice(last, match.index);
    expect(between, `stray markup before ${match[0].slice(0, 40)}`).not.toMatch(/[<>]/);
    last = tag.lastIndex;
    const [, closing, name, , selfClosing] = match;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name);
  }
  expect(svg.slice(last).trim()).toBe("");
  expect(stack).toEqual([]);
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(ids).size).toBe(ids.length);
  for (const ref of svg.matchAll(/(?:url\(#|href="#)([^")]+)/g)) expect(ids).toContain(ref[1]);
}

describe("scene drawings", () => {
  for (const scene of allScenes) {
    it(`draws ${scene} at every time of day as a small, valid SVG`, () => {
      for (const time of timesOfDay) {
        const svg = renderScene({
          scene,
          title: "Test Place",
          placeSeed: scene,
          viewSeed: `${scene}/${time}`,
          time,
        });
        checkSvg(svg, "Test Place");
        expect(svg).toContain('viewBox="0 0 800 500"');
        expect(Buffer.byteLength(svg)).toBeLessThan(HARD_LIMIT);
      }
    });
  }

  it("is deterministic for the same input", () => {
    for (const scene of allScenes) {
      const options = {
        scene,
        title: "Same",
        placeSeed: "same",
        viewSeed: "same/view",
        time: "sunset" as const,
      };
      expect(renderScene(options)).toBe(renderScene(options));
    }
    const job = {
      slug: "agra",
      name: "Agra",
      scene: "monument" as const,
      gallery: ["monument", "city", "river"] as const,
    };
    const first = placeImages({ ...job, gallery: [...job.gallery] });
    const second = placeImages({ ...job, gallery: [...job.gallery] });
    expect(first).toEqual(second);
    expect(new Set(first.map((f) => f.svg)).size).toBe(first.length);
  });

  it("gives different places different pictures of the same scene", () => {
    const a = renderScene({
      scene: "beach",
      title: "A",
      placeSeed: "goa",
      viewSeed: "v",
      time: "noon",
    });
    const b = renderScene({
      scene: "beach",
      title: "A",
      placeSeed: "puducherry",
      viewSeed: "v",
      time: "noon",
    });
    expect(a).not.toBe(b);
  });

  it("escapes the title", () => {
    const svg = renderScene({
      scene: "city",
      title: "Daman & Diu <old>",
      placeSeed: "x",
      viewSeed: "y",
      time: "noon",
    });
    checkSvg(svg, "Daman &amp; Diu &lt;old&gt;");
  });

  it("keeps hinted variants valid", () => {
    const hinted: [string, string][] = [
      ["monument", "stupa"],
      ["monument", "gate"],
      ["temple", "golden"],
      ["temple", "gopuram"],
      ["temple", "vimana"],
      ["desert", "salt"],
      ["mountain", "barren"],
      ["wildlife", "lion"],
      ["wildlife", "elephant"],
      ["city", "dome"],
      ["fort", "water"],
    ];
    for (const [scene, hint] of hinted) {
      const svg = renderScene({
        scene: scene as never,
        title: "Hinted",
        placeSeed: hint,
        viewSeed: hint,
        time: "dawn",
        hint,
      });
      checkSvg(svg, "Hinted");
      expect(Buffer.byteLength(svg)).toBeLessThan(HARD_LIMIT);
    }
  });
});

describe("portraits and page artwork", () => {
  it("draws portraits deterministically and validly", () => {
    const options = { seed: "guide-1", title: "Vikram Rawat", about: "He leads treks." };
    const svg = renderPortrait(options);
    expect(svg).toBe(renderPortrait(options));
    checkSvg(svg, "Vikram Rawat");
    expect(svg).toContain('viewBox="0 0 400 400"');
    checkSvg(renderPlaceholderAvatar("Guide"), "Guide");
  });

  it("draws wide banners, team portraits and the fallback", () => {
    const files = pageArtwork();
    expect(files.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        "hero/home.svg",
        "hero/contact.svg",
        "team/member-4.svg",
        "fallback.svg",
      ]),
    );
    for (const file of files) {
      expect(Buffer.byteLength(file.svg)).toBeLessThan(HARD_LIMIT);
      expect(file.svg).toContain(
        file.path.startsWith("hero/") ? 'viewBox="0 0 1600 700"' : 'viewBox="0 0 ',
      );
    }
  });
});

describe("job list", () => {
  it("reads every roster line into a place with three gallery scenes", () => {
    const roster = readFileSync(
      new URL("../../src/server/db/seed/data/roster.md", import.meta.url),
      "utf8",
    );
    const places = parseRoster(roster);
    expect(places.length).toBe(45);
    for (const place of places) {
      expect(allScenes).toContain(place.scene);
      expect(place.gallery).toHaveLength(3);
    }
    const files = allImages({
      source: "roster.md",
      places: places.slice(0, 2),
      guides: [{ sno: 1, name: "G", about: "" }],
    });
    expect(files.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        "destinations/agra.svg",
        "packages/delhi-gallery-3.svg",
        "guides/guide-1.svg",
        "guides/placeholder.svg",
      ]),
    );
  });

  it("falls back to the roster when the seed data cannot be imported", async () => {
    const jobs = await loadJobs(() =>
      Promise.reject(new Error("Cannot find module destinations-4")),
    );
    expect(jobs.source).toBe("roster.md");
    expect(jobs.fallbackReason).toContain("destinations-4");
    expect(jobs.places).toHaveLength(45);
    expect(jobs.guides).toHaveLength(9);
  });

  it("uses the seed data when it is complete", async () => {
    const jobs = await loadJobs();
    if (jobs.source === "seed data") {
      expect(jobs.places.length).toBeGreaterThan(0);
      for (const place of jobs.places) expect(place.gallery).toHaveLength(3);
    } else {
      expect(jobs.fallbackReason).toBeTruthy();
    }
  });
});
