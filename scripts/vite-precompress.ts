import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every text file of
 * the build, so the server sends compressed bytes without compressing on each request.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "yatra-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = filesUnder(outDir).filter(
        (file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_BYTES,
      );
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.promises.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: 9 }),
          ]);
          await fs.promises.writeFile(`${file}.br`, br);
          await fs.promises.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
