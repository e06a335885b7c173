import PDFDocument from "pdfkit";
import { formatTourDate as formatIndianDate } from "@/shared/bookings/tour-dates";
import { gstBreakdown, gstinStateCode, TOUR_OPERATOR_SAC } from "@/shared/payments/gst";

export type InvoiceDocument = {
  kind: "invoice" | "credit_note";
  number: string;
  issuedOn: string;
  originalInvoiceNumber: string | null;
  seller: { legalName: string; address: string; gstin: string; email: string };
  buyer: {
    name: string;
    email: string;
    phone: string;
    gstin: string | null;
    businessName: string | null;
  };
  booking: {
    reference: string;
    packageName: string;
    destinationName: string;
    startDate: string;
    endDate: string;
    travellers: number;
  };
  description: string;
  amountPaise: number;
  taxRatePercent: number;
  payment: { provider: string; reference: string };
};

const inr = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The standard PDF fonts cannot draw "₹", so amounts read "INR 1,04,076.00". */
export const pdfAmount = (paise: number) => `INR ${inr.format(paise / 100)}`;

const MARGIN = 50;
const WIDTH = 595.28 - MARGIN * 2;

/** Renders a GST tax invoice or credit note as an A4 PDF. */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `${doc.kind === "invoice" ? "Tax invoice" : "Credit note"} ${doc.number}` },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  const sellerState = gstinStateCode(doc.seller.gstin);
  const buyerState = doc.buyer.gstin ? gstinStateCode(doc.buyer.gstin) : null;
  const tax = gstBreakdown(doc.amountPaise, doc.taxRatePercent, sellerState, buyerState);

  pdf.font("Helvetica-Bold").fontSize(18);
  pdf.text(doc.kind === "invoice" ? "TAX INVOICE" : "CREDIT NOTE", { align: "right" });
  pdf.font("Helvetica").fontSize(10);
  pdf.text(`${doc.kind === "invoice" ? "Invoice" : "Credit note"} number: ${doc.number}`, {
    align: "right",
  });
  pdf.text(`Date: ${formatIndianDate(doc.issuedOn)}`, { align: "right" });
  if (doc.originalInvoiceNumber) {
    pdf.text(`Against invoice: ${doc.originalInvoiceNumber}`, { align: "right" });
  }
  pdf.moveDown();

  const columnTop = pdf.y;
  pdf.font("Helvetica-Bold").text("Supplier", MARGIN, columnTop);
  pdf.font("Helvetica").text(doc.seller.legalName, { width: WIDTH / 2 - 10 });
  pdf.text(doc.seller.address, { width: WIDTH / 2 - 10 });
  pdf.text(`GSTIN: ${doc.seller.gstin}`);
  const sellerBottom = pdf.y;

  const right = MARGIN + WIDTH / 2;
  pdf.font("Helvetica-Bold").text("Recipient", right, columnTop);
  pdf.font("Helvetica");
  if (doc.buyer.businessName) pdf.text(doc.buyer.businessName, right, pdf.y, { width: WIDTH / 2 });
  pdf.text(doc.buyer.name, right, pdf.y, { width: WIDTH / 2 });
  pdf.text(doc.buyer.email, right, pdf.y, { width: WIDTH / 2 });
  if (doc.buyer.phone) pdf.text(doc.buyer.phone, right, pdf.y, { width: WIDTH / 2 });
  pdf.text(`GSTIN: ${doc.buyer.gstin ?? "Unregistered"}`, right, pdf.y, { width: WIDTH / 2 });
  pdf.text(`Place of supply: state code ${buyerState ?? sellerState}`, right, pdf.y, {
    width: WIDTH / 2,
  });
  pdf.y = Math.max(sellerBottom, pdf.y);
  pdf.x = MARGIN;
  pdf.moveDown();

  pdf.font("Helvetica-Bold").text("Booking", MARGIN);
  pdf.font("Helvetica");
  pdf.text(
    `Reference ${doc.booking.reference}: ${doc.booking.packageName}, ${doc.booking.destinationName}`,
  );
  pdf.text(
    `${formatIndianDate(doc.booking.startDate)} to ${formatIndianDate(doc.booking.endDate)}, ` +
      `${doc.booking.travellers} traveller${doc.booking.travellers === 1 ? "" : "s"}`,
  );
  pdf.moveDown();

  const rows: [string, string][] = [
    [`${doc.description} (SAC ${TOUR_OPERATOR_SAC})`, pdfAmount(tax.taxablePaise)],
  ];
  if (tax.intraState) {
    rows.push([`CGST @ ${doc.taxRatePercent / 2}%`, pdfAmount(tax.cgstPaise)]);
    rows.push([`SGST @ ${doc.taxRatePercent / 2}%`, pdfAmount(tax.sgstPaise)]);
  } else {
    rows.push([`IGST @ ${doc.taxRatePercent}%`, pdfAmount(tax.igstPaise)]);
  }

  const amountWidth = 140;
  const drawRow = (label: string, amount: string, bold = false) => {
    const top = pdf.y;
    pdf.font(bold ? "Helvetica-Bold" : "Helvetica");
    pdf.text(label, MARGIN, top, { width: WIDTH - amountWidth - 10 });
    const bottom = pdf.y;
    pdf.text(amount, MARGIN + WIDTH - amountWidth, top, { width: amountWidth, align: "right" });
    pdf.y = Math.max(bottom, pdf.y) + 4;
  };
  drawRow("Description", "Amount", true);
  pdf
    .moveTo(MARGIN, pdf.y)
    .lineTo(MARGIN + WIDTH, pdf.y)
    .stroke();
  pdf.y += 4;
  for (const [label, amount] of rows) drawRow(label, amount);
  pdf
    .moveTo(MARGIN, pdf.y)
    .lineTo(MARGIN + WIDTH, pdf.y)
    .stroke();
  pdf.y += 4;
  drawRow(
    doc.kind === "invoice" ? "Total paid" : "Total refunded",
    pdfAmount(tax.totalPaise),
    true,
  );
  pdf.moveDown();

  pdf.font("Helvetica").fontSize(9);
  pdf.text(
    `${doc.kind === "invoice" ? "Paid through" : "Refunded through"} ${doc.payment.provider}, reference ${doc.payment.reference}.`,
    MARGIN,
  );
  pdf.text("Prices include GST. Tax is not payable on reverse charge.");
  pdf.text("This is a computer-generated document and needs no signature.");

  pdf.end();
  return done;
}
