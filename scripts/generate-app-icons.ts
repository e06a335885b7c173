import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

/**
 * The installed app's icons, drawn once from the favicon and committed (public/icons): nothing is
 * generated at run time. Run again only when the favicon changes: `npx tsx scripts/generate-app-icons.ts`.
 */
const publicDir = join(dirname(fileURLToPath(import.meta.url)), "..", "public");
const favicon = readFileSync(join(publicDir, "favicon.svg"), "utf8");
/** The favicon's tile colour: the background a maskable icon's crop may show. */
const BRAND = "#c2410c";

/** The mark alone on a full-bleed square, inside the central 80% a platform's mask keeps. */
function maskable(): string {
  const inner = favicon
    .replace(/<svg[^>]*>/, "")
    .replace("</svg>", "")
    .replace(/<rect[^>]*\/>/, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(4.8 4.8) scale(0.7)">${inner}</g></svg>`;
}

/** Apple draws its own rounded corners and shows transparency as black: a full square. */
function opaque(): string {
  return favicon.replace(/<rect([^>]*?)rx="[^"]*"/, "<rect$1");
}

async function png(svg: string, size: number, file: string) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, "icons", file));
}

// The page's own icon is a PNG: an SVG icon makes the page start an SVG document on its main
// thread (40-70 ms on a slow phone) while the first screen renders (decision 0052).
await png(favicon, 64, "favicon-64.png");
await png(favicon, 192, "icon-192.png");
await png(favicon, 512, "icon-512.png");
await png(maskable(), 512, "icon-maskable-512.png");
await png(opaque(), 180, "apple-touch-icon.png");
console.log(
  "Wrote public/icons/favicon-64.png, icon-192.png, icon-512.png, icon-maskable-512.png, apple-touch-icon.png",
);
