import { screen, within } from "@testing-library/react";
import { bookings } from "@tests/support/msw/handlers/bookings";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type { BookingView } from "@/shared/bookings/types";
import { makePayment } from "@/shared/payments/testing/make-payment";
import type { CheckoutView, PaymentOptions } from "@/shared/payments/types";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { makeBooking } from "@/web/features/booking/testing/booking-fixtures";
import { byTextContent } from "@/web/features/my-bookings/testing/by-text-content";
import PayScreen from "./pay";

const held = makeBooking({
  id: "b7",
  status: "awaiting_payment",
  payment: makePayment({
    state: "awaiting",
    depositPaise: 944_000,
    balanceDueOn: "2098-12-11",
    holdExpiresAt: "2098-11-21T06:30:00.000Z",
    dueNow: { purpose: "deposit", amountPaise: 944_000 },
  }),
});

const confirmed: BookingView = {
  ...held,
  status: "confirmed",
  payment: makePayment({
    state: "deposit_paid",
    depositPaise: 944_000,
    balanceDueOn: "2098-12-11",
    paidPaise: 944_000,
    netPaidPaise: 944_000,
    dueNow: { purpose: "balance", amountPaise: 3_776_000 },
    documents: [
      { number: "INV/98-99/00007", kind: "invoice", amountPaise: 944_000, issuedOn: "2098-11-20" },
    ],
  }),
};

function checkoutOf(kind: CheckoutView["checkout"]): CheckoutView {
  return {
    bookingId: "b7",
    orderId: "5b0f7a1e-8c1d-4a3e-9f00-0000000000c1",
    providerOrderId: "order_test1",
    purpose: "deposit",
    amountPaise: 944_000,
    holdExpiresAt: held.payment.holdExpiresAt,
    description: "Agra: deposit",
    prefill: { name: held.name, email: held.email, phone: held.phone },
    checkout: kind,
  };
}

function renderPay(options: PaymentOptions, checkout: CheckoutView["checkout"] = { kind: "test" }) {
  const outcomes: string[] = [];
  server.use(
    bookings.mine(() => [held]),
    http.get("/api/payments/options", () => HttpResponse.json(options)),
    http.post("/api/bookings/:id/checkout", async ({ request }) => {
      const body = (await request.json()) as { gstin?: string };
      if (body.gstin === "27AAPFU0939F1ZV")
        return apiError(409, "HOLD_EXPIRED", "The 24 hours to pay for this booking have passed.");
      return HttpResponse.json({ checkout: checkoutOf(checkout) });
    }),
    http.post("/api/payments/test-checkout/:orderId", async ({ request }) => {
      const { outcome } = (await request.json()) as { outcome: string };
      outcomes.push(outcome);
      return outcome === "upi_success"
        ? HttpResponse.json({ paid: true, error: null, booking: confirmed })
        : HttpResponse.json({ paid: false, error: "Card declined by the bank", booking: held });
    }),
    http.post("/api/bookings/:id/upi-claim", () => HttpResponse.json({ booking: held })),
  );
  const view = renderWithProviders(<PayScreen />, {
    url: "/my-bookings/b7/pay",
    path: "/my-bookings/:id/pay",
  });
  return { ...view, outcomes };
}

describe("the checkout page", () => {
  it("pays the deposit in test mode: a decline first, then success, with the invoice to download", async () => {
    const { user, outcomes } = renderPay({ provider: "test", upi: false, depositPercent: 20 });
    expect(await screen.findByRole("heading", { name: "Deposit due now: ₹9,440" })).toBeTruthy();
    expect(
      screen.getByText(byTextContent(/Asha Verma's dates are held for you until 21 November 2098/)),
    ).toBeTruthy();
    expect(screen.getByText("₹37,760 due by 11 December 2098")).toBeTruthy();
    expect(screen.queryByLabelText(/Any UPI app/)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Pay ₹9,440" }));
    const panel = await screen.findByRole("region", { name: "Test payment: no money moves" });
    await user.click(within(panel).getByLabelText(/Card declined/));
    await user.click(within(panel).getByRole("button", { name: "Pay ₹9,440 (test)" }));
    expect((await within(panel).findByRole("alert")).textContent).toContain(
      "Card declined by the bank",
    );

    await user.click(within(panel).getByLabelText(/UPI success/));
    await user.click(within(panel).getByRole("button", { name: "Pay ₹9,440 (test)" }));
    expect(
      await screen.findByRole("heading", { name: "Payment received. Your booking is confirmed." }),
    ).toBeTruthy();
    expect(screen.getByText(/The balance of ₹37,760 is due by 11 December 2098/)).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Download invoice INV/98-99/00007" }).getAttribute("href"),
    ).toBe("/api/payments/documents?number=INV%2F98-99%2F00007");
    expect(outcomes).toEqual(["card_declined", "upi_success"]);
    expect(sent("POST", "/api/bookings/b7/checkout")).toHaveLength(1);
  });

  it("checks a GSTIN before asking the server, and shows the server's refusal", async () => {
    const { user } = renderPay({ provider: "test", upi: false, depositPercent: 20 });
    await screen.findByRole("heading", { name: "Deposit due now: ₹9,440" });
    await user.type(screen.getByLabelText("GSTIN"), "27AAPFU0939F1ZW");
    await user.click(screen.getByRole("button", { name: "Pay ₹9,440" }));
    expect(
      await screen.findByText("Enter a valid 15-character GSTIN (for example 27AAPFU0939F1ZV)."),
    ).toBeTruthy();
    expect(sent("POST", "/api/bookings/b7/checkout")).toHaveLength(0);

    await user.clear(screen.getByLabelText("GSTIN"));
    await user.type(screen.getByLabelText("GSTIN"), "27AAPFU0939F1ZV");
    await user.type(screen.getByLabelText("Business name"), "Asha Exports");
    await user.click(screen.getByRole("button", { name: "Pay ₹9,440" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The 24 hours to pay for this booking have passed.",
    );
    expect(sent("POST", "/api/bookings/b7/checkout")[0].body).toMatchObject({
      gstin: "27AAPFU0939F1ZV",
      businessName: "Asha Exports",
      method: "provider",
    });
  });

  it("offers any UPI app by QR code and takes the payer's UTR", async () => {
    const { user } = renderPay(
      { provider: "test", upi: true, depositPercent: 20 },
      {
        kind: "upi",
        link: "upi://pay?pa=yatra@okaxis&am=9440.00&cu=INR&tr=B7-DEPOSIT",
        qrCode: "data:image/svg+xml;base64,PHN2Zy8+",
        payee: "yatra@okaxis",
        reference: "B7-DEPOSIT",
        claimed: false,
      },
    );
    await screen.findByRole("heading", { name: "Deposit due now: ₹9,440" });
    await user.click(screen.getByLabelText(/Any UPI app, by QR code/));
    await user.click(screen.getByRole("button", { name: "Pay ₹9,440" }));
    expect(
      await screen.findByRole("img", { name: "UPI QR code: pay ₹9,440 to yatra@okaxis" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open my UPI app" }).getAttribute("href")).toMatch(
      /^upi:\/\/pay\?/,
    );
    const utr = screen.getByLabelText("UTR (12-digit transaction number from your UPI app)");
    await user.type(utr, "1234");
    await user.click(screen.getByRole("button", { name: "I have paid" }));
    expect(
      await screen.findByText("A UTR is the 12-digit number your UPI app shows for the payment"),
    ).toBeTruthy();
    expect(sent("POST", "/api/bookings/b7/upi-claim")).toHaveLength(0);
    await user.clear(utr);
    await user.type(utr, "432112345678");
    await user.click(screen.getByRole("button", { name: "I have paid" }));
    expect(
      await screen.findByText(
        /We will confirm your booking as soon as the transfer reaches our account/,
      ),
    ).toBeTruthy();
    expect(sent("POST", "/api/bookings/b7/upi-claim")[0].body).toEqual({ utr: "432112345678" });
  });
});
