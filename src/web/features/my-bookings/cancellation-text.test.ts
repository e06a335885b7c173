import { describe, expect, it } from "vitest";
import { makePayment } from "@/shared/payments/testing/make-payment";
import { cancellationText, refundLine, refundText } from "./cancellation-text";

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
    expect(refundLine(refund)).toBe("Refund of ₹9,440: processed (reference rfnd_1)");
  });
});
