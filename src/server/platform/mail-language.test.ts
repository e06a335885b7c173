import { describe, expect, it } from "vitest";
import { bilingual, escapeHtml, htmlDocument, MAIL_FRAME, mailFormat } from "./mail-language";

const DEVANAGARI = /[\u0900-\u097F]/;

describe("bilingual e-mail texts", () => {
  it("refuses, at compile time, an English text without its Hindi one", () => {
    // The English texts give the shape; each line below must fail to compile.
    bilingual({
      en: { subject: "Hello", body: (name: string) => `Dear ${name},` },
      // @ts-expect-error: the Hindi body is missing
      hi: { subject: "नमस्ते" },
    });
    bilingual({
      en: { subject: "Hello", body: (name: string) => `Dear ${name},` },
      // @ts-expect-error: the Hindi body must take the same facts and give text
      hi: { subject: "नमस्ते", body: (name: number) => name },
    });
    const both = bilingual({
      en: { subject: "Hello" },
      hi: { subject: "नमस्ते" },
    });
    expect(both.hi.subject).toBe("नमस्ते");
  });

  it("writes money with Indian grouping and dates and moments in each language", () => {
    const en = mailFormat("en");
    const hi = mailFormat("hi");
    expect(en.paise(12_345_678_00)).toBe("₹1,23,45,678");
    expect(hi.paise(12_345_678_00)).toBe("₹1,23,45,678");
    expect(hi.paise(2_081_520)).toBe("₹20,815.20");
    expect(hi.rupees(100_000)).toBe("₹1,00,000");
    expect(en.date("2027-06-14")).toBe("14 June 2027");
    expect(hi.date("2027-06-14")).toBe("14 जून 2027");
    // 06:00 UTC is 11:30 in the morning in India.
    expect(en.moment(new Date("2027-05-02T06:00:00Z"))).toBe("2 May 2027 at 11:30 am");
    expect(hi.moment(new Date("2027-05-02T06:00:00Z"))).toBe("2 मई 2027 को सुबह 11:30 बजे");
  });

  it("frames and signs in the reader's language", () => {
    expect(MAIL_FRAME.en.greeting("Asha")).toBe("Dear Asha,");
    expect(MAIL_FRAME.hi.greeting("Asha")).toBe("प्रिय Asha,");
    expect(MAIL_FRAME.en.sign).toBe("\n\nYatra Tours");
    expect(MAIL_FRAME.hi.sign).toMatch(DEVANAGARI);
  });

  it("marks an HTML part with its language and escapes what goes into it", () => {
    expect(htmlDocument("hi", "<p>x</p>")).toContain('<html lang="hi-IN">');
    expect(htmlDocument("en", "<p>x</p>")).toContain('<html lang="en-IN">');
    expect(escapeHtml(`<script>"a"&'b'</script>`)).toBe(
      "&lt;script&gt;&quot;a&quot;&amp;&#39;b&#39;&lt;/script&gt;",
    );
  });
});
