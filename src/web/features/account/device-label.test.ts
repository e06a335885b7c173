import { describe, expect, it } from "vitest";
import { describeUserAgent, formatDateTime } from "./device-label";
import { groupInFours, secretFromTotpUri } from "./totp-secret";

describe("describeUserAgent", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
      "Chrome on Windows",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
      "Safari on macOS",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/140.0 Mobile/15E148 Safari/604.1",
      "Chrome on iOS",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
      "Samsung Internet on Android",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "Firefox on Linux"],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
      "Chrome on Linux",
    ],
    ["curl/7.88.1", "curl"],
    ["", "Unknown device"],
  ])("%s → %s", (userAgent, label) => {
    expect(describeUserAgent(userAgent)).toBe(label);
  });

  it("handles a missing header", () => {
    expect(describeUserAgent(null)).toBe("Unknown device");
  });
});

describe("formatDateTime", () => {
  it("shows India time", () => {
    expect(formatDateTime("2026-11-21T08:51:58.794Z")).toMatch(/^21 Nov 2026, 2:21\s?pm$/i);
  });

  it("says unknown for nothing or nonsense", () => {
    expect(formatDateTime(undefined)).toBe("unknown");
    expect(formatDateTime("not a date")).toBe("unknown");
  });
});

describe("TOTP secret", () => {
  it("is read from the otpauth URI and grouped in fours", () => {
    const uri =
      "otpauth://totp/Yatra%20Tours:a%40b.in?secret=JBSWY3DPEHPK3PXP&issuer=Yatra%20Tours";
    expect(secretFromTotpUri(uri)).toBe("JBSWY3DPEHPK3PXP");
    expect(groupInFours("JBSWY3DPEHPK3PXPAB")).toBe("JBSW Y3DP EHPK 3PXP AB");
  });
});
