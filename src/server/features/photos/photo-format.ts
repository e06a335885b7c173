/** What a file is, told by its first bytes alone: never by its name or the type the browser sent. */
export type SniffedFormat = "jpeg" | "png" | "webp" | "avif" | "svg" | "unknown";

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.subarray(start, end)).toString("latin1");

/** An ISO-BMFF file (HEIF family) whose brands say AV1 image: `ftyp` with avif/avis. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize = Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0);
  const end = Math.min(boxSize, bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  // After the major brand: a 4-byte minor version, then the compatible brands.
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.some((brand) => brand === "avif" || brand === "avis");
}

/** SVG is XML text: a BOM or spaces, maybe a prolog, comments or a doctype, then `<svg`. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096))
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  if (!head.startsWith("<")) return false;
  return /<svg[\s>/]/.test(head);
}

export function sniffFormat(bytes: Uint8Array): SniffedFormat {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return "jpeg";
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)
  )
    return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return "webp";
  if (isAvif(bytes)) return "avif";
  // A gzip-compressed SVG (.svgz) is refused like any other unknown file.
  if (looksLikeSvg(bytes)) return "svg";
  return "unknown";
}
