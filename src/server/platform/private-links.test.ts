import { describe, expect, it } from "vitest";
import { contentDisposition, createLinkSigner } from "./private-links";

const KEY = "0b0e8a4e-6a43-4b8e-9c55-6f1f4b2f9d10.pdf";
const OPTIONS = { filename: "licence.pdf", contentType: "application/pdf", expiresInSeconds: 300 };

describe("content disposition", () => {
  it("names the file safely, with the exact name beside a plain one when it is not ASCII", () => {
    expect(contentDisposition("inline", "licence.pdf")).toBe('inline; filename="licence.pdf"');
    expect(contentDisposition("attachment", 'a"b\\c/d\r\ne.pdf')).toBe(
      'attachment; filename="abcde.pdf"',
    );
    expect(contentDisposition("inline", "लाइसेंस (1).pdf")).toBe(
      "inline; filename=\"_______ (1).pdf\"; filename*=UTF-8''%E0%A4%B2%E0%A4%BE%E0%A4%87%E0%A4%B8%E0%A5%87%E0%A4%82%E0%A4%B8%20%281%29.pdf",
    );
    expect(contentDisposition("inline", '"\r\n"')).toBe('inline; filename="file"');
  });
});

describe("link signer", () => {
  const signer = createLinkSigner("a-test-secret");
  const now = Date.parse("2025-08-01T10:00:00Z");

  it("accepts its own link until the second it expires", () => {
    const query = signer.sign(KEY, OPTIONS, now);
    expect(query.get("expires")).toBe(String(now / 1000 + 300));
    expect(signer.check(KEY, query, now)).toEqual({
      ok: true,
      expires: now / 1000 + 300,
      type: "application/pdf",
      disposition: 'inline; filename="licence.pdf"',
    });
    expect(signer.check(KEY, query, now + 299_999).ok).toBe(true);
    expect(signer.check(KEY, query, now + 300_000)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a link for another key, from another secret, or changed in any part", () => {
    const query = signer.sign(KEY, OPTIONS, now);
    expect(signer.check(KEY.replace("0b", "1b"), query, now)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(createLinkSigner("another-secret").check(KEY, query, now).ok).toBe(false);
    for (const [name, value] of [
      ["expires", String(now / 1000 + 3600)],
      ["expires", "soon"],
      ["type", "text/html"],
      ["disposition", 'attachment; filename="licence.pdf"'],
      ["sig", ""],
    ]) {
      const changed = new URLSearchParams(query);
      changed.set(name, value);
      expect(signer.check(KEY, changed, now), `${name}=${value}`).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
    const missing = new URLSearchParams(query);
    missing.delete("type");
    expect(signer.check(KEY, missing, now).ok).toBe(false);
  });
});
