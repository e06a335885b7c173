import type { LicenceDocumentType } from "@/shared/guides/licence-schema";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

const SIGNATURES: { type: LicenceDocumentType; matches: (bytes: Uint8Array) => boolean }[] = [
  { type: "application/pdf", matches: (b) => startsWith(b, ascii("%PDF-")) },
  { type: "image/jpeg", matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  {
    type: "image/png",
    matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    type: "image/webp",
    matches: (b) => startsWith(b, ascii("RIFF")) && startsWith(b, ascii("WEBP"), 8),
  },
];

/**
 * What the file is by its first bytes, never by its name or the type the browser declared: a
 * text file named licence.pdf is none of the accepted kinds.
 */
export function sniffLicenceDocument(bytes: Uint8Array): LicenceDocumentType | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;
}
