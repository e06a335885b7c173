import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { allImages } from "./images/catalogue";
import { loadJobs } from "./images/jobs";

const HARD_LIMIT = 30 * 1024;
const root = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "images");
/** Folders whose every file this script owns; stale pictures there are removed. */
const ownedFolders = ["destinations", "packages", "guides", "hero", "team"];

const jobs = await loadJobs();
if (jobs.fallbackReason) {
  console.log(`Source: roster.md (seed data not usable: ${jobs.fallbackReason})`);
} else {
  console.log("Source: seed data (src/server/db/seed/data)");
}

const files = allImages(jobs);
const written = new Set<string>();
let largest = { path: "", size: 0 };
let total = 0;
for (const file of files) {
  const size = Buffer.byteLength(file.svg);
  if (size > HARD_LIMIT)
    throw new Error(`${file.path} is ${size} bytes, over the ${HARD_LIMIT} limit`);
  if (size > largest.size) largest = { path: file.path, size };
  total += size;
  const target = join(root, file.path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, file.svg);
  written.add(file.path);
}

let removed = 0;
for (const folder of ownedFolders) {
  for (const name of readdirSync(join(root, folder))) {
    if (name.endsWith(".svg") && !written.has(`${folder}/${name}`)) {
      rmSync(join(root, folder, name));
      removed += 1;
    }
  }
}

console.log(
  `Wrote ${files.length} SVG files for ${jobs.places.length} destinations and ${jobs.guides.length} guides` +
    ` into public/images (${Math.round(total / 1024)} KB, largest ${largest.path} at ${(largest.size / 1024).toFixed(1)} KB)` +
    (removed ? `; removed ${removed} stale files.` : "."),
);
