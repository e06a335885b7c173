import zlib from "node:zlib";
import { addDays, todayInIndia } from "@/shared/dates";

/** A PNG whose header declares the given size, with one tiny row of pixel data: cheap to make. */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(16))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A Karnataka state licence numbered `number`, valid 200 days, with its scan as a PDF. */
export function stateLicenceForm(
  number: string,
  scan: { bytes: Uint8Array | string; name: string } = {
    bytes: "%PDF-1.4\n%%EOF\n",
    name: "licence.pdf",
  },
) {
  const form = new FormData();
  form.append("kind", "state");
  form.append("number", number);
  form.append("authority", "Karnataka Tourism");
  form.append("expiresOn", addDays(todayInIndia(), 200));
  const bytes = typeof scan.bytes === "string" ? scan.bytes : new Uint8Array(scan.bytes);
  form.append("document", new File([bytes], scan.name, { type: "application/pdf" }));
  return form;
}
