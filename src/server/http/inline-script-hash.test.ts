import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { INTL_WARM_UP_SCRIPT } from "@/shared/intl-warm-up";
import { inlineScriptHash } from "./inline-script-hash";

describe("inlineScriptHash", () => {
  it("is allowed by its SHA-256 hash, and only that script is", () => {
    expect(inlineScriptHash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    const digest = createHash("sha256").update(INTL_WARM_UP_SCRIPT).digest("base64");
    expect(inlineScriptHash(INTL_WARM_UP_SCRIPT)).toBe(`'sha256-${digest}'`);
    expect(inlineScriptHash(`${INTL_WARM_UP_SCRIPT} `)).not.toBe(`'sha256-${digest}'`);
  });
});
