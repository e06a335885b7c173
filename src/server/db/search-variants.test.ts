import { describe, expect, it } from "vitest";
import { searchVariants, transliterate } from "./search-variants";

describe("searchVariants", () => {
  it.each<[string, string[]]>([
    ["Jaipur", ["Jaipur"]],
    ["fort", ["fort"]],
    ["mandir", ["mandir", "temple"]],
    ["Mandir", ["Mandir", "temple"]],
    ["मंदिर", ["मंदिर", "temple"]],
    ["samundar", ["samundar", "beach"]],
    ["pahad", ["pahad", "mountain"]],
    ["पहाड़", ["पहाड़", "mountain"]],
    ["qila", ["qila", "fort"]],
    ["jungle safari", ["jungle safari"]],
    ["jangal safari", ["jangal safari", "jungle safari"]],
    ["गोवा", ["गोवा", "gova"]],
    ["राजेश कुमार", ["राजेश कुमार", "rajesh kumar"]],
    ["मीरा", ["मीरा", "meera", "mira"]],
    ["में", ["में"]],
  ])("%s", (q, expected) => {
    expect(searchVariants(q)).toEqual(expected);
  });

  it("reads at most four ways, the text as typed first", () => {
    const variants = searchVariants("मीरा मंदिर पहाड़");
    expect(variants[0]).toBe("मीरा मंदिर पहाड़");
    expect(variants).toContain("मीरा temple mountain");
    expect(variants.length).toBeLessThanOrEqual(4);
  });

  it("leaves SQL, wildcards and emoji to the query as plain text", () => {
    for (const q of ["'; drop table destinations; --", "%", "_", "🏖️ beach"]) {
      expect(searchVariants(q)).toEqual([q]);
    }
  });
});

describe("transliterate", () => {
  it.each([
    ["विक्रम रावत", "vikram ravat"],
    ["राजेश कुमार", "rajesh kumar"],
    ["प्रकाश कुलकर्णी", "prakash kulkarni"],
    ["बिदिशा बोरा", "bidisha bora"],
    ["संदीप धुर्वे", "sandeep dhurve"],
    ["मोहम्मद अशरफ़ डार", "mohammad ashraf dar"],
    ["आगरा", "agra"],
    ["दिल्ली", "dilli"],
  ])("%s → %s", (hindi, latin) => {
    expect(transliterate(hindi)).toBe(latin);
  });
});
