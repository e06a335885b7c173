import { createPerson, mailsTo, PERSON_PASSWORD } from "@tests/support/api-helpers";
import { bookingRequest } from "@tests/support/fixtures/booking-request";
import { acceptedBooking, ledgerProblems, payInTestMode } from "@tests/support/payments";
import { pdfText } from "@tests/support/pdf-text";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bookings, paymentEvents, paymentLedger, paymentOrders } from "@/server/db/schema";
import { createLogger } from "@/server/platform/logger";
import { createMailer } from "@/server/platform/mail";
import type { BookingView } from "@/shared/bookings/types";
import { addDays, todayInIndia } from "@/shared/dates";
import type { CheckoutView, LedgerLineView, UpiClaimView } from "@/shared/payments/types";
import { runPaymentDeadlines } from "./payment-deadlines";

const logger = createLogger("silent");

const sweepDeps = (t: TestApp) => ({
  db: t.db,
  mailer: createMailer({ from: "test@example.org", db: t.db, logger }),
  logger,
  publicUrl: t.config.publicUrl,
  companyEmail: t.config.companyEmail,
  provider: t.payments.provider,
  config: t.config.payments,
});

describe.each(databaseKinds())("payments in test mode on %s", (kind) => {
  let t: TestApp;
  let traveller: string;
  let guide: string;
  let admin: string;
  let otherTraveller: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { COMPANY_UPI_ID: "yatratours@okaxis" });
    traveller = await t.signIn("traveller@example.com");
    guide = await t.signIn("guide@example.com");
    admin = await t.signIn("admin@example.com");
    await createPerson(t, "other.traveller@example.org");
    otherTraveller = await t.signIn("other.traveller@example.org", PERSON_PASSWORD);
  });
  afterEach(async () => {
    // The ledger adds up after every test, whatever it did.
    expect(await ledgerProblems(t)).toEqual([]);
  });
  afterAll(() => t?.close());

  const cookies = () => ({ traveller, guide });
  const checkout = (id: string, json: object = {}, cookie = traveller) =>
    t.request(`/api/bookings/${id}/checkout`, { method: "POST", cookie, json });
  const mine = async (id: string) =>
    (
      (await (await t.request("/api/bookings/mine", { cookie: traveller })).json()) as {
        bookings: BookingView[];
      }
    ).bookings.find((b) => b.id === id)!;
  const errorOf = async (res: Response) =>
    (
      (await res.json()) as {
        error: { code: string; message: string; fields?: Record<string, string> };
      }
    ).error;

  it("takes the deposit, confirms, issues a GST invoice, then takes the balance", async () => {
    const held = await acceptedBooking(t, cookies(), 60);
    const pricePaise = held.payment.pricePaise;
    const deposit = held.payment.depositPaise!;
    expect(deposit).toBe(Math.round(pricePaise * 0.2));

    const first = await checkout(held.id);
    expect(first.status).toBe(200);
    const view = ((await first.json()) as { checkout: CheckoutView }).checkout;
    expect(view).toMatchObject({
      purpose: "deposit",
      amountPaise: deposit,
      checkout: { kind: "test" },
    });
    // A second press of Pay reuses the order.
    const again = ((await (await checkout(held.id)).json()) as { checkout: CheckoutView }).checkout;
    expect(again.orderId).toBe(view.orderId);

    const declined = await payInTestMode(t, held.id, traveller, "card_declined");
    expect(declined).toMatchObject({ paid: false, booking: { status: "awaiting_payment" } });
    expect(declined.error).toBeTruthy();
    const failed = await payInTestMode(t, held.id, traveller, "upi_failure");
    expect(failed.paid).toBe(false);
    expect((await mine(held.id)).payment.paidPaise).toBe(0);

    const paid = await payInTestMode(t, held.id, traveller);
    expect(paid.paid).toBe(true);
    expect(paid.booking).toMatchObject({
      status: "confirmed",
      payment: {
        state: "deposit_paid",
        paidPaise: deposit,
        holdExpiresAt: null,
        dueNow: { purpose: "balance", amountPaise: pricePaise - deposit },
      },
    });
    const [invoice] = paid.booking.payment.documents;
    expect(invoice).toMatchObject({ kind: "invoice", amountPaise: deposit });
    expect(invoice.number).toMatch(/^INV\/\d{2}-\d{2}\/\d{5}$/);
    expect(invoice.number.length).toBeLessThanOrEqual(16);

    // The same order cannot be paid twice.
    const twice = await t.request(`/api/payments/test-checkout/${view.orderId}`, {
      method: "POST",
      cookie: traveller,
      json: { outcome: "upi_success" },
    });
    expect(twice.status).toBe(409);

    const pdf = await t.request(
      `/api/payments/documents?number=${encodeURIComponent(invoice.number)}`,
      {
        cookie: traveller,
      },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(Buffer.from(await pdf.arrayBuffer())).replace(/\n/g, " ");
    const inr = (paise: number) =>
      `INR ${new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2 }).format(paise / 100)}`;
    const taxable = Math.round((deposit * 100) / 105);
    expect(text).toContain("TAX INVOICE");
    expect(text).toContain(`Invoice number: ${invoice.number}`);
    expect(text).toContain(inr(deposit));
    expect(text).toContain(inr(taxable));
    expect(text).toContain("SAC 998552");
    expect(text).toContain(`GSTIN: ${t.config.payments.company.gstin}`);
    // Someone else's invoice does not exist for them; an admin may read every one.
    const url = `/api/payments/documents?number=${encodeURIComponent(invoice.number)}`;
    expect((await t.request(url, { cookie: otherTraveller })).status).toBe(404);
    expect((await t.request(url, { cookie: admin })).status).toBe(200);

    const mail = (await mailsTo(t, "traveller@example.com")).find((m) =>
      m.subject.startsWith("Deposit received, booking confirmed"),
    );
    expect(mail?.attachments?.map((a) => a.filename)).toContain(
      `${invoice.number.replaceAll("/", "-")}.pdf`,
    );
    expect(
      (await mailsTo(t, "guide@example.com")).some((m) => m.subject.startsWith("Confirmed:")),
    ).toBe(true);

    const balance = await payInTestMode(t, held.id, traveller);
    expect(balance.checkout).toMatchObject({
      purpose: "balance",
      amountPaise: pricePaise - deposit,
    });
    expect(balance.booking.payment).toMatchObject({
      state: "paid",
      paidPaise: pricePaise,
      dueNow: null,
    });
    expect(balance.booking.payment.documents).toHaveLength(2);
    const nothing = await checkout(held.id);
    expect(nothing.status).toBe(409);
    expect((await errorOf(nothing)).code).toBe("NOTHING_TO_PAY");
  });

  it("refuses to pay a request the guide has not accepted, someone else's booking, or an expired hold", async () => {
    const res = await t.request("/api/bookings", {
      method: "POST",
      cookie: traveller,
      json: bookingRequest(90),
    });
    const pending = ((await res.json()) as { booking: BookingView }).booking;
    const early = await checkout(pending.id);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe("You can pay once the guide accepts your request.");

    const held = await acceptedBooking(t, cookies(), 100);
    expect((await checkout(held.id, {}, otherTraveller)).status).toBe(404);
    const order = ((await (await checkout(held.id)).json()) as { checkout: CheckoutView }).checkout;
    const theirs = await t.request(`/api/payments/test-checkout/${order.orderId}`, {
      method: "POST",
      cookie: otherTraveller,
      json: { outcome: "upi_success" },
    });
    expect(theirs.status).toBe(404);

    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, held.id));
    const late = await checkout(held.id);
    expect(late.status).toBe(409);
    expect((await errorOf(late)).code).toBe("HOLD_EXPIRED");
    const latePay = await t.request(`/api/payments/test-checkout/${order.orderId}`, {
      method: "POST",
      cookie: traveller,
      json: { outcome: "upi_success" },
    });
    expect(latePay.status).toBe(409);
    expect((await mine(held.id)).payment.paidPaise).toBe(0);

    // The sweep expires the hold, frees the dates and tells both sides.
    const swept = await runPaymentDeadlines(sweepDeps(t));
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect((await mine(held.id)).status).toBe("expired");
    expect(
      (await mailsTo(t, "traveller@example.com")).some((m) =>
        m.subject.startsWith("Booking released, not paid in time"),
      ),
    ).toBe(true);
    const again = await acceptedBooking(t, cookies(), 100);
    expect(again.status).toBe("awaiting_payment");
  });

  it("refuses a malformed GSTIN and changes nothing; a valid one is printed with IGST across states", async () => {
    const held = await acceptedBooking(t, cookies(), 120);
    const bad = await checkout(held.id, { gstin: "27AAPFU0939F1ZW", businessName: "Asha Exports" });
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields?.gstin).toBe(
      "Enter a valid 15-character GSTIN (for example 27AAPFU0939F1ZV).",
    );
    const noName = await checkout(held.id, { gstin: "29AAGCB7383J1Z4" });
    expect(noName.status).toBe(422);
    expect((await errorOf(noName)).fields?.businessName).toBeTruthy();
    expect(
      await t.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, held.id)),
    ).toEqual([]);

    const { booking } = await payInTestMode(t, held.id, traveller, "upi_success", {
      gstin: "29aagcb7383j1z4",
      businessName: "Bangalore Offsites LLP",
    });
    const [invoice] = booking.payment.documents;
    const pdf = await t.request(
      `/api/payments/documents?number=${encodeURIComponent(invoice.number)}`,
      {
        cookie: traveller,
      },
    );
    const text = pdfText(Buffer.from(await pdf.arrayBuffer())).replace(/\n/g, " ");
    expect(text).toContain("GSTIN: 29AAGCB7383J1Z4");
    expect(text).toContain("Bangalore Offsites LLP");
    expect(text).toContain("IGST @ 5%");
  });

  it("cancelling 60 days ahead refunds all that was paid, with a credit note", async () => {
    const held = await acceptedBooking(t, cookies(), 140);
    const { booking: paid } = await payInTestMode(t, held.id, traveller);
    const cancelled = await t.request(`/api/bookings/${held.id}/cancel`, {
      method: "POST",
      cookie: traveller,
      json: {},
    });
    const after = ((await cancelled.json()) as { booking: BookingView }).booking;
    expect(after.payment).toMatchObject({
      state: "refunded",
      refundedPaise: paid.payment.paidPaise,
      netPaidPaise: 0,
    });
    expect(after.payment.refunds[0]).toMatchObject({
      state: "processed",
      reference: expect.any(String),
    });
    const note = after.payment.documents.find((d) => d.kind === "credit_note")!;
    expect(note.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{5}$/);
    const pdf = await t.request(
      `/api/payments/documents?number=${encodeURIComponent(note.number)}`,
      {
        cookie: traveller,
      },
    );
    const text = pdfText(Buffer.from(await pdf.arrayBuffer())).replace(/\n/g, " ");
    expect(text).toContain("CREDIT NOTE");
    expect(text).toContain(`Against invoice: ${paid.payment.documents[0].number}`);
  });

  it("lets only an admin refund by hand, never more than was paid", async () => {
    const held = await acceptedBooking(t, cookies(), 160);
    const { booking } = await payInTestMode(t, held.id, traveller);
    const refund = (json: object, cookie = admin) =>
      t.request(`/api/admin/payments/bookings/${held.id}/refund`, { method: "POST", cookie, json });
    expect((await refund({ amount: 100, reason: "Goodwill" }, traveller)).status).toBe(403);
    const tooMuch = await refund({ amount: booking.payment.paidPaise / 100 + 1, reason: "Typo" });
    expect(tooMuch.status).toBe(422);
    expect((await errorOf(tooMuch)).code).toBe("REFUND_TOO_LARGE");
    expect((await refund({ amount: 0, reason: "Nothing" })).status).toBe(422);
    expect((await refund({ amount: 100, reason: " " })).status).toBe(422);
    expect((await mine(held.id)).payment.refundedPaise).toBe(0);

    const partial = await refund({ amount: 500.5, reason: "Lunch not served on day 2" });
    expect(partial.status).toBe(200);
    const after = ((await partial.json()) as { booking: BookingView }).booking;
    expect(after.status).toBe("confirmed");
    expect(after.payment).toMatchObject({ refundedPaise: 50_050, state: "partially_refunded" });

    const list = (await (
      await t.request("/api/admin/payments?kind=refund", { cookie: admin })
    ).json()) as {
      lines: LedgerLineView[];
    };
    expect(
      list.lines.some(
        (l) =>
          l.bookingId === held.id &&
          l.amountPaise === 50_050 &&
          l.reason === "Lunch not served on day 2",
      ),
    ).toBe(true);
    expect(list.lines.every((l) => l.kind === "refund")).toBe(true);
    const csv = await t.request("/api/admin/payments/export.csv", { cookie: admin });
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const rows = (await csv.text()).trim().split("\r\n");
    expect(rows[0]).toBe(
      "created_at,kind,state,amount_inr,provider,payment_id,refund_id,document,booking_id,traveller,email,package,guide,tour_start,reason",
    );
    expect(rows.some((r) => r.includes(",refund,processed,500.50,test,"))).toBe(true);
    expect((await t.request("/api/admin/payments", { cookie: traveller })).status).toBe(403);
  });

  it("takes a payment by any UPI app, matched by an admin from the payer's UTR", async () => {
    const held = await acceptedBooking(t, cookies(), 180);
    const res = await checkout(held.id, { method: "upi" });
    const view = ((await res.json()) as { checkout: CheckoutView }).checkout;
    expect(view.checkout.kind).toBe("upi");
    if (view.checkout.kind !== "upi") return;
    const link = new URL(view.checkout.link);
    expect(link.protocol).toBe("upi:");
    expect(link.searchParams.get("pa")).toBe("yatratours@okaxis");
    expect(link.searchParams.get("am")).toBe((view.amountPaise / 100).toFixed(2));
    expect(link.searchParams.get("cu")).toBe("INR");
    expect(link.searchParams.get("tr")).toBe(view.checkout.reference);
    expect(view.checkout.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    const claim = (utr: string) =>
      t.request(`/api/bookings/${held.id}/upi-claim`, {
        method: "POST",
        cookie: traveller,
        json: { utr },
      });
    expect((await claim("12345")).status).toBe(422);
    expect((await claim("432112345678")).status).toBe(200);
    const page = (await (await t.request("/api/admin/payments", { cookie: admin })).json()) as {
      claims: UpiClaimView[];
    };
    const mine = page.claims.find((c) => c.bookingId === held.id)!;
    expect(mine).toMatchObject({ utr: "432112345678", amountPaise: view.amountPaise });
    const confirm = (utr: string) =>
      t.request(`/api/admin/payments/upi/${mine.orderId}/confirm`, {
        method: "POST",
        cookie: admin,
        json: { utr },
      });
    expect((await confirm("999912345678")).status).toBe(422);
    expect((await confirm("432112345678")).status).toBe(200);
    expect((await confirm("432112345678")).status).toBe(409);
    const booked = await (await t.request("/api/bookings/mine", { cookie: traveller })).json();
    const after = (booked as { bookings: BookingView[] }).bookings.find((b) => b.id === held.id)!;
    expect(after).toMatchObject({ status: "confirmed", payment: { paidPaise: view.amountPaise } });

    // Cancelled well ahead, the UPI money goes back by bank transfer, recorded by an admin.
    const cancelled = await t.request(`/api/bookings/${held.id}/cancel`, {
      method: "POST",
      cookie: traveller,
      json: {},
    });
    const refund = ((await cancelled.json()) as { booking: BookingView }).booking.payment
      .refunds[0];
    expect(refund.state).toBe("initiated");
    const paidBack = await t.request(`/api/admin/payments/refunds/${refund.id}/paid`, {
      method: "POST",
      cookie: admin,
      json: { reference: "NEFT-88812" },
    });
    expect(paidBack.status).toBe(200);
    const final = (
      (await (await t.request("/api/bookings/mine", { cookie: traveller })).json()) as {
        bookings: BookingView[];
      }
    ).bookings.find((b) => b.id === held.id)!;
    expect(final.payment.refunds[0]).toMatchObject({ state: "processed", reference: "NEFT-88812" });
  });

  it("reminds the traveller of the balance, then cancels an unpaid one keeping the deposit", async () => {
    const held = await acceptedBooking(t, cookies(), 200);
    const { booking } = await payInTestMode(t, held.id, traveller);
    const deposit = booking.payment.paidPaise;
    const today = todayInIndia();
    // The same booking, as it stands a week before its balance falls due.
    await t.db
      .update(bookings)
      .set({
        startDate: addDays(today, 36),
        endDate: addDays(today, 42),
        balanceDueOn: addDays(today, 6),
      })
      .where(eq(bookings.id, held.id));
    expect((await runPaymentDeadlines(sweepDeps(t))).reminded).toBe(1);
    expect((await runPaymentDeadlines(sweepDeps(t))).reminded).toBe(0);
    const reminder = (await mailsTo(t, "traveller@example.com")).find((m) =>
      m.subject.startsWith(`Balance due ${addDays(today, 6)}`),
    );
    expect(reminder?.text).toContain(`/my-bookings/${held.id}/pay`);

    // The day after the due date (29 days before the start), unpaid.
    await t.db
      .update(bookings)
      .set({
        startDate: addDays(today, 29),
        endDate: addDays(today, 35),
        balanceDueOn: addDays(today, -1),
      })
      .where(eq(bookings.id, held.id));
    expect((await runPaymentDeadlines(sweepDeps(t))).overdue).toBe(1);
    const after = await mine(held.id);
    expect(after).toMatchObject({
      status: "cancelled",
      payment: { netPaidPaise: deposit, refundedPaise: 0 },
    });
    expect(
      (await mailsTo(t, "guide@example.com")).some((m) =>
        m.subject.startsWith("Booking cancelled, balance not paid"),
      ),
    ).toBe(true);
  });

  it("refuses a forged webhook and stores nothing", async () => {
    const before = await t.db.select().from(paymentEvents);
    const forged = await t.request("/api/payments/webhook", {
      method: "POST",
      headers: { "x-razorpay-signature": "0".repeat(64), "content-type": "application/json" },
      body: JSON.stringify({ event: "payment.captured", payload: {} }),
    });
    expect(forged.status).toBe(400);
    expect(await t.db.select().from(paymentEvents)).toHaveLength(before.length);
    expect((await t.db.select().from(paymentLedger)).length).toBeGreaterThan(0);
  });
});
