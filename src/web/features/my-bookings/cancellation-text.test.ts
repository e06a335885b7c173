import { i18n } from "@lingui/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePayment } from "@/shared/payments/testing/make-payment";
import { messages as hindi } from "@/web/locales/hi/trips.po";
import { cancellationText, refundLine, refundText } from "./cancellation-text";

// English is the source: the texts come from the code, with no catalog to load.
beforeAll(() => i18n.activate("en"));

describe("cancellation texts", () => {
  it("promises the full refund of what was paid 30 or more days ahead", () => {
    expect(
      cancellationText({
        daysBefore: 30,
        fullRefund: true,
        paidPaise: 10_000_000,
        refundPaise: 10_000_000,
      }),
    ).toBe("Cancelling now gives you a full refund of ₹1,00,000.");
  });

  it("promises nothing when nothing was paid", () => {
    expect(
      cancellationText({ daysBefore: 60, fullRefund: false, paidPaise: 0, refundPaise: 0 }),
    ).toBe("Nothing has been paid for this booking, so nothing is refunded.");
  });

  it.each([
    [12, "Your tour starts in 12 days, so"],
    [1, "Your tour starts in 1 day, so"],
    [0, "Your tour starts today, so"],
    [-2, "Your tour has already started, so"],
  ])("says no refund applies %i days ahead", (daysBefore, opening) => {
    expect(
      cancellationText({ daysBefore, fullRefund: false, paidPaise: 944_000, refundPaise: 0 }),
    ).toBe(`${opening} no refund applies (full refunds need 30 days' notice).`);
  });

  it("keeps the deposit and returns the balance closer than 30 days", () => {
    expect(
      cancellationText({
        daysBefore: 10,
        fullRefund: false,
        paidPaise: 4_720_000,
        refundPaise: 3_776_000,
      }),
    ).toBe(
      "Your tour starts in 10 days, so the deposit of ₹9,440 is kept and ₹37,760 is refunded (full refunds need 30 days' notice).",
    );
  });

  it("states the refund on a cancelled card from the ledger", () => {
    const refund = {
      id: "r1",
      amountPaise: 944_000,
      state: "processed" as const,
      reference: "rfnd_1",
      createdAt: "",
    };
    expect(refundText(makePayment())).toBe("Nothing was charged");
    expect(
      refundText(makePayment({ paidPaise: 944_000, refundedPaise: 944_000, refunds: [refund] })),
    ).toBe("Refunded: ₹9,440");
    expect(refundText(makePayment({ paidPaise: 944_000, refundingPaise: 944_000 }))).toBe(
      "Refund of ₹9,440 on its way",
    );
    expect(refundText(makePayment({ paidPaise: 944_000, netPaidPaise: 944_000 }))).toBe(
      "No refund",
    );
    // The reference is shown beside it, as the bank's own (not translated).
    expect(refundLine(refund)).toBe("Refund of ₹9,440: processed");
  });
});

describe("cancellation texts in Hindi", () => {
  beforeAll(() => {
    i18n.load("hi", hindi);
    i18n.activate("hi");
  });
  afterAll(() => i18n.activate("en"));

  it("says what is refunded, and when the tour starts, in Hindi", () => {
    expect(
      cancellationText({ daysBefore: 1, fullRefund: false, paidPaise: 944_000, refundPaise: 0 }),
    ).toBe(
      "आपका टूर 1 दिन में शुरू हो रहा है, इसलिए कोई रिफ़ंड नहीं मिलेगा (पूरा रिफ़ंड 30 दिन पहले रद्द करने पर ही मिलता है)।",
    );
    expect(
      cancellationText({
        daysBefore: 10,
        fullRefund: false,
        paidPaise: 4_720_000,
        refundPaise: 3_776_000,
      }),
    ).toBe(
      "आपका टूर 10 दिनों में शुरू हो रहा है, इसलिए ₹9,440 की अग्रिम राशि रखी जाएगी और ₹37,760 का रिफ़ंड मिलेगा (पूरा रिफ़ंड 30 दिन पहले रद्द करने पर ही मिलता है)।",
    );
    expect(refundText(makePayment({ paidPaise: 944_000, refundingPaise: 944_000 }))).toBe(
      "₹9,440 का रिफ़ंड आ रहा है",
    );
  });
});
