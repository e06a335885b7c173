import { inflateSync } from "node:zlib";

/**
 * The text a PDF shows, for asserting what an invoice says: inflates each content stream and
 * joins the strings of its TJ/Tj operators (pdfkit writes them as hex in WinAnsi).
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const lines: string[] = [];
  const streams = /(<<([\s\S]*?)>>\s*stream\r?\n)([\s\S]*?)\r?\nendstream/g;
  for (const match of source.matchAll(streams)) {
    const [, head = "", dictionary = "", found = ""] = match;
    // The dictionary's /Length says where the data ends: compressed data may itself end in a
    // carriage return, which the pattern alone would take for the line break before endstream.
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const start = (match.index ?? 0) + head.length;
    const body = Number.isInteger(length) ? source.slice(start, start + length) : found;
    const raw = Buffer.from(body, "latin1");
    let content: string;
    try {
      content = (dictionary.includes("/FlateDecode") ? inflateSync(raw) : raw).toString("latin1");
    } catch {
      continue;
    }
    for (const op of content.matchAll(
      /\[([^\]]*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g,
    )) {
      const parts = op[1] ?? op[2] ?? "";
      let text = "";
      for (const piece of parts.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
        text +=
          piece[1] !== undefined
            ? Buffer.from(piece[1], "hex").toString("latin1")
            : (piece[2] ?? "").replace(/\\(.)/g, "$1");
      }
      lines.push(text);
    }
  }
  return lines.join("\n");
}
