import crypto from "node:crypto";

/** How long a link to a private file works: long enough to open it, too short to pass around. */
export const PRIVATE_LINK_SECONDS = 5 * 60;

export interface PrivateLinkOptions {
  /** The name the browser offers when saving; the server's key never shows. */
  filename: string;
  contentType: string;
  expiresInSeconds: number;
  /** Shown in the browser (a scan) or saved (an invoice). */
  disposition?: "inline" | "attachment";
}

/** A file name safe in a header: no quotes, slashes or control characters, at most 100 long. */
function safeFilename(filename: string): string {
  const unsafe = (ch: string) => ch < " " || ch === "\u007f" || '"\\/'.includes(ch);
  const cleaned = [...filename.normalize("NFC")]
    .filter((ch) => !unsafe(ch))
    .join("")
    .trim()
    .slice(0, 100);
  return cleaned || "file";
}

/**
 * `inline; filename="licence.pdf"`: the name in plain ASCII (anything else becomes `_`) and,
 * when it differs, the exact name as RFC 6266's `filename*`.
 */
export function contentDisposition(kind: "inline" | "attachment", filename: string): string {
  const name = safeFilename(filename);
  const ascii = name.replace(/[^\x20-\x7e]/g, "_");
  const exact =
    ascii === name
      ? ""
      : `; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
  return `${kind}; filename="${ascii}"${exact}`;
}

/** A signed link's parts, as its query string carries them. */
export interface SignedLink {
  expires: number;
  type: string;
  disposition: string;
}

export type LinkCheck = ({ ok: true } & SignedLink) | { ok: false; reason: "expired" | "invalid" };

/**
 * Signs and checks links to private files kept in the local folder: HMAC-SHA256 over the key,
 * the expiry, the content type and the disposition, with a key derived from the server's secret
 * (never the secret itself), so a link cannot be stretched, retyped or pointed at another file.
 */
export function createLinkSigner(secret: string) {
  const key = crypto.createHmac("sha256", secret).update("yatra private file links v1").digest();
  const mac = (fileKey: string, link: SignedLink) =>
    crypto
      .createHmac("sha256", key)
      .update([fileKey, link.expires, link.type, link.disposition].join("\n"))
      .digest();

  return {
    /** The query string of a link to `fileKey` that works until `expiresInSeconds` from `now`. */
    sign(fileKey: string, options: PrivateLinkOptions, now = Date.now()): URLSearchParams {
      const link: SignedLink = {
        expires: Math.floor(now / 1000) + Math.max(1, Math.floor(options.expiresInSeconds)),
        type: options.contentType,
        disposition: contentDisposition(options.disposition ?? "inline", options.filename),
      };
      return new URLSearchParams({
        expires: String(link.expires),
        type: link.type,
        disposition: link.disposition,
        sig: mac(fileKey, link).toString("base64url"),
      });
    },
    /** Whether the query string is one `sign` made for `fileKey` and it has not expired. */
    check(fileKey: string, query: URLSearchParams, now = Date.now()): LinkCheck {
      const expires = Number(query.get("expires"));
      const type = query.get("type");
      const disposition = query.get("disposition");
      const given = Buffer.from(query.get("sig") ?? "", "base64url");
      if (!Number.isSafeInteger(expires) || type === null || disposition === null)
        return { ok: false, reason: "invalid" };
      const link = { expires, type, disposition };
      const expected = mac(fileKey, link);
      // Constant time: how much of a guessed signature is right must not show in the timing.
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
        return { ok: false, reason: "invalid" };
      if (Math.floor(now / 1000) >= expires) return { ok: false, reason: "expired" };
      return { ok: true, ...link };
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;
