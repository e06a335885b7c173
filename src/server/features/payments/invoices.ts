import type { PaymentsConfig } from "@/server/config";
import type { Database } from "@/server/db/client";
import type { MailAttachment } from "@/server/platform/mail";
import type { BookingView } from "@/shared/bookings/types";
import { todayInIndia } from "@/shared/dates";
import { type InvoiceDocument, renderInvoicePdf } from "./invoice-pdf";
import * as repo from "./payments.repo";

const PROVIDER_NAMES: Record<string, string> = {
  razorpay: "Razorpay",
  test: "Test checkout (no money moved)",
  upi: "UPI transfer (UTR)",
};

const PURPOSES: Record<string, string> = {
  deposit: "Deposit",
  balance: "Balance",
  full: "Full payment",
};

/** The document's file name: its number with the slashes a file name cannot hold. */
export const documentFileName = (number: string) => `${number.replaceAll("/", "-")}.pdf`;

/** Builds the GST invoice (a charge) or credit note (a processed refund) of one ledger line. */
export async function documentOf(
  deps: { db: Database; config: PaymentsConfig },
  line: repo.LedgerRow,
  booking: BookingView,
): Promise<InvoiceDocument> {
  const isInvoice = line.kind === "charge";
  const charge = line.chargeId ? await repo.findLedgerLine(deps.db, line.chargeId) : undefined;
  const order = line.orderId ? await repo.findOrderById(deps.db, line.orderId) : undefined;
  const purpose = PURPOSES[order?.purpose ?? "full"] ?? "Payment";
  const { company } = deps.config;
  return {
    kind: isInvoice ? "invoice" : "credit_note",
    number: line.documentNumber ?? "",
    issuedOn: line.documentIssuedOn ?? todayInIndia(),
    originalInvoiceNumber: isInvoice ? null : (charge?.documentNumber ?? null),
    seller: {
      legalName: company.legalName,
      address: company.address,
      gstin: company.gstin,
      email: "",
    },
    buyer: {
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      gstin: (isInvoice ? line.buyerGstin : charge?.buyerGstin) ?? null,
      businessName: (isInvoice ? line.buyerBusinessName : charge?.buyerBusinessName) ?? null,
    },
    booking: {
      reference: booking.id.slice(0, 8).toUpperCase(),
      packageName: booking.packageName,
      destinationName: booking.destinationName,
      startDate: booking.startDate,
      endDate: booking.endDate,
      travellers: booking.numberOfTravelers,
    },
    description: isInvoice
      ? `${purpose} for ${booking.packageName} (tour operator services)`
      : `Refund${line.reason ? `: ${line.reason}` : ""}`,
    amountPaise: line.amountPaise,
    taxRatePercent: (line.taxRateBp ?? Math.round(deps.config.gstRatePercent * 100)) / 100,
    payment: {
      provider: PROVIDER_NAMES[line.provider] ?? line.provider,
      reference: (isInvoice ? line.providerPaymentId : line.providerRefundId) ?? line.id,
    },
  };
}

export async function documentPdf(
  deps: { db: Database; config: PaymentsConfig },
  line: repo.LedgerRow,
  booking: BookingView,
): Promise<Buffer> {
  return renderInvoicePdf(await documentOf(deps, line, booking));
}

/** The document as an e-mail attachment, or nothing when the line has no document yet. */
export async function documentAttachment(
  deps: { db: Database; config: PaymentsConfig },
  line: repo.LedgerRow,
  booking: BookingView,
): Promise<MailAttachment | null> {
  if (!line.documentNumber) return null;
  const pdf = await documentPdf(deps, line, booking);
  return {
    filename: documentFileName(line.documentNumber),
    contentType: "application/pdf",
    content: pdf.toString("base64"),
    encoding: "base64",
  };
}
