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
import { englishAfterEach, showHindi } from "@/web/components/ui/testing/show-hindi";
import { makeBooking } from "@/web/features/booking/testing/booking-fixtures";
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

englishAfterEach();

describe("the checkout page in Hindi", () => {
  it("pays the deposit in test mode, every step in Hindi", async () => {
    await showHindi(["trips"]);
    const { user, outcomes } = renderPay({ provider: "test", upi: false, depositPercent: 20 });
    expect(
      await screen.findByRole("heading", { level: 1, name: "अपनी बुकिंग का भुगतान करें" }),
    ).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "अभी देय अग्रिम राशि: ₹9,440" })).toBeTruthy();
    expect(screen.getByText("टूर")).toBeTruthy();
    expect(screen.getByText(held.packageName).getAttribute("lang")).toBe("en");
    expect(screen.getByText("₹47,200 (GST सहित)")).toBeTruthy();
    expect(screen.getByText("₹37,760, 11 दिसंबर 2098 तक देय")).toBeTruthy();
    const hold = screen.getByText(/की तारीख़ें/);
    expect(hold.textContent).toBe(
      "Asha Verma की तारीख़ें 21 नवंबर 2098 को दोपहर 12:00 बजे (भारतीय समय) तक आपके लिए रोककर रखी गई हैं।",
    );
    expect(within(hold).getByText("Asha Verma").getAttribute("translate")).toBe("no");
    expect(screen.getByRole("group", { name: "आप भुगतान कैसे करना चाहेंगे?" })).toBeTruthy();
    expect(screen.getByLabelText("GSTIN")).toBeTruthy();
    expect(screen.getByLabelText("कारोबार का नाम")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "₹9,440 का भुगतान करें" }));
    const panel = await screen.findByRole("region", { name: "टेस्ट भुगतान: कोई पैसा नहीं कटेगा" });
    await user.click(within(panel).getByLabelText(/कार्ड अस्वीकार/));
    await user.click(within(panel).getByRole("button", { name: "₹9,440 का भुगतान करें (टेस्ट)" }));
    expect((await within(panel).findByRole("alert")).textContent).toContain("भुगतान नहीं हो पाया:");

    await user.click(within(panel).getByLabelText(/UPI सफल/));
    await user.click(within(panel).getByRole("button", { name: "₹9,440 का भुगतान करें (टेस्ट)" }));
    expect(
      await screen.findByRole("heading", { name: "भुगतान मिल गया। आपकी बुकिंग पक्की हो गई है।" }),
    ).toBeTruthy();
    expect(screen.getByText(/₹37,760 की बाकी राशि 11 दिसंबर 2098 तक देय है।/).textContent).toContain(
      "हमने आपका GST इनवॉइस ईमेल कर दिया है।",
    );
    expect(
      screen.getByRole("link", { name: "इनवॉइस INV/98-99/00007 डाउनलोड करें" }).getAttribute("href"),
    ).toBe("/api/payments/documents?number=INV%2F98-99%2F00007");
    expect(screen.getByRole("link", { name: "मेरी बुकिंग पर वापस जाएँ" })).toBeTruthy();
    expect(outcomes).toEqual(["card_declined", "upi_success"]);
  });

  it("takes a UPI payment by QR code in Hindi", async () => {
    await showHindi(["trips"]);
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
    await screen.findByRole("heading", { name: "अभी देय अग्रिम राशि: ₹9,440" });
    await user.click(screen.getByLabelText(/कोई भी UPI ऐप, QR कोड से/));
    await user.click(screen.getByRole("button", { name: "₹9,440 का भुगतान करें" }));
    expect(
      await screen.findByRole("img", { name: "UPI QR कोड: yatra@okaxis को ₹9,440 का भुगतान करें" }),
    ).toBeTruthy();
    expect(screen.getByText("B7-DEPOSIT").getAttribute("translate")).toBe("no");
    expect(screen.getByRole("link", { name: "मेरा UPI ऐप खोलें" })).toBeTruthy();
    const utr = screen.getByLabelText("UTR (आपके UPI ऐप में दिखने वाला 12 अंकों का ट्रांज़ैक्शन नंबर)");
    await user.type(utr, "1234");
    await user.click(screen.getByRole("button", { name: "मैंने भुगतान कर दिया है" }));
    expect(
      await screen.findByText("UTR वह 12 अंकों का नंबर है जो आपका UPI ऐप भुगतान के लिए दिखाता है"),
    ).toBeTruthy();
    await user.clear(utr);
    await user.type(utr, "432112345678");
    await user.click(screen.getByRole("button", { name: "मैंने भुगतान कर दिया है" }));
    expect(await screen.findByText(/रक़म हमारे खाते में पहुँचते ही हम आपकी बुकिंग पक्की कर देंगे/)).toBeTruthy();
    expect(sent("POST", "/api/bookings/b7/upi-claim")[0].body).toEqual({ utr: "432112345678" });
  });
});
