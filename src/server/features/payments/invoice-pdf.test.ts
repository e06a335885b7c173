import { pdfText } from "@tests/support/pdf-text";
import { describe, expect, it } from "vitest";
import { type InvoiceDocument, pdfAmount, renderInvoicePdf } from "./invoice-pdf";

const invoice: InvoiceDocument = {
  kind: "invoice",
  number: "INV/26-27/00001",
  issuedOn: "2026-11-25",
  originalInvoiceNumber: null,
  seller: {
    legalName: "Yatra Tours Pvt Ltd",
    address: "12 Marine Drive, Mumbai 400020",
    gstin: "27AAACY1234F1ZM",
    email: "",
  },
  buyer: {
    name: "Asha Rao",
    email: "asha@example.com",
    phone: "9876543210",
    gstin: null,
    businessName: null,
  },
  booking: {
    reference: "AB12CD34",
    packageName: "Royal Rajasthan",
    destinationName: "Jaipur",
    startDate: "2027-02-10",
    endDate: "2027-02-14",
    travellers: 2,
  },
  description: "Deposit for Royal Rajasthan (tour operator services)",
  amountPaise: 2_081_520,
  taxRatePercent: 5,
  payment: { provider: "Razorpay", reference: "pay_123" },
};

describe("the GST invoice PDF", () => {
  it("names the seller, the buyer, the SAC code and amounts that add up", async () => {
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const expected of [
      "TAX INVOICE",
      "Invoice number: INV/26-27/00001",
      "Yatra Tours Pvt Ltd",
      "GSTIN: 27AAACY1234F1ZM",
      "GSTIN: Unregistered",
      "SAC 998552",
      "CGST @ 2.5%",
      "SGST @ 2.5%",
      "INR 19,824.00",
      "INR 495.60",
      "INR 20,815.20",
    ]) {
      expect(text.replace(/\n/g, " ")).toContain(expected);
    }
    expect(text).not.toContain("IGST");
  });

  it("charges IGST to a business buyer in another state, and a credit note cites its invoice", async () => {
    const text = pdfText(
      await renderInvoicePdf({
        ...invoice,
        kind: "credit_note",
        number: "CN/26-27/00001",
        originalInvoiceNumber: "INV/26-27/00001",
        buyer: {
          ...invoice.buyer,
          gstin: "29AAGCB7383J1Z4",
          businessName: "Bangalore Offsites LLP",
        },
      }),
    ).replace(/\n/g, " ");
    expect(text).toContain("CREDIT NOTE");
    expect(text).toContain("Against invoice: INV/26-27/00001");
    expect(text).toContain("Bangalore Offsites LLP");
    expect(text).toContain("IGST @ 5%");
    expect(text).toContain("INR 991.20");
    expect(text).not.toContain("CGST");
  });

  it("writes amounts with Indian digit grouping", () => {
    expect(pdfAmount(10_407_600)).toBe("INR 1,04,076.00");
  });
});

describe("reading a PDF's text (the tests' helper)", () => {
  it("keeps a compressed stream whose data ends in a carriage return", async () => {
    const { deflateSync } = await import("node:zlib");
    // Find a content stream whose compressed form ends in \r, as one in 256 does by chance.
    let content = "";
    let data = Buffer.alloc(0);
    for (let n = 0; n < 5000; n++) {
      content = `BT (TAX INVOICE ${n}) Tj ET`;
      data = deflateSync(content);
      if (data.at(-1) === 0x0d) break;
    }
    expect(data.at(-1)).toBe(0x0d);
    const pdf = Buffer.concat([
      Buffer.from(`%PDF-1.3\n1 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`),
      data,
      Buffer.from("\nendstream\nendobj\n%%EOF\n"),
    ]);
    expect(pdfText(pdf)).toBe(content.slice(4, -7));
  });
});
