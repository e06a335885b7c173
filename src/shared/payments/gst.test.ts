import { describe, expect, it } from "vitest";
import {
  documentNumber,
  financialYearOf,
  gstBreakdown,
  gstinCheckCharacter,
  isValidGstin,
} from "./gst";

describe("GSTIN", () => {
  it.each(["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "07AAACR5055K1Z9", "27AAACY1234F1ZM"])(
    "accepts %s",
    (gstin) => expect(isValidGstin(gstin)).toBe(true),
  );

  it.each([
    ["a wrong check character", "27AAPFU0939F1ZW"],
    ["lower case", "27aapfu0939f1zv"],
    ["too short", "27AAPFU0939F1Z"],
    ["no Z in place", "27AAPFU0939F1XV"],
    ["state 00", "00AAPFU0939F1ZV"],
    ["letters where the PAN has digits", "27AAPFUABCDF1ZV"],
  ])("refuses %s", (_, gstin) => expect(isValidGstin(gstin)).toBe(false));

  it("computes the check character", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
  });
});

describe("GST breakdown of a tax-inclusive amount", () => {
  it("splits CGST and SGST within the state and adds up to the amount", () => {
    const b = gstBreakdown(2_081_520, 5, "27", null);
    expect(b.taxablePaise).toBe(1_982_400);
    expect(b.cgstPaise + b.sgstPaise).toBe(99_120);
    expect(b.igstPaise).toBe(0);
    expect(b.taxablePaise + b.cgstPaise + b.sgstPaise).toBe(2_081_520);
  });

  it("charges IGST to a buyer registered in another state", () => {
    const b = gstBreakdown(105_000, 5, "27", "29");
    expect(b).toMatchObject({
      taxablePaise: 100_000,
      igstPaise: 5_000,
      cgstPaise: 0,
      intraState: false,
    });
  });

  it("keeps odd paise whole", () => {
    const b = gstBreakdown(101, 5, "27", "27");
    expect(b.taxablePaise + b.cgstPaise + b.sgstPaise + b.igstPaise).toBe(101);
  });
});

describe("document numbers", () => {
  it("follows India's April-to-March financial year", () => {
    expect(financialYearOf("2026-11-25")).toBe("26-27");
    expect(financialYearOf("2027-03-31")).toBe("26-27");
    expect(financialYearOf("2027-04-01")).toBe("27-28");
    expect(financialYearOf("2099-12-01")).toBe("99-00");
  });

  it("fits the GST limit of 16 characters", () => {
    expect(documentNumber("INV", "26-27", 1)).toBe("INV/26-27/00001");
    expect(documentNumber("INV", "26-27", 99_999).length).toBeLessThanOrEqual(16);
    expect(documentNumber("CN", "26-27", 12)).toBe("CN/26-27/00012");
  });
});
