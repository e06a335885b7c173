import { describe, expect, it } from "vitest";
import { cancellationText, refundText } from "./cancellation-text";

describe("cancellation texts", () => {
  it("promises the full refund 30 or more days ahead", () => {
    expect(cancellationText({ daysBefore: 30, fullRefund: true, refundAmount: 100000 })).toBe(
      "Cancelling now gives you a full refund of ₹1,00,000.",
    );
  });

  it.each([
    [12, "Your tour starts in 12 days, so"],
    [1, "Your tour starts in 1 day, so"],
    [0, "Your tour starts today, so"],
    [-2, "Your tour has already started, so"],
  ])("says no refund applies %i days ahead", (daysBefore, opening) => {
    expect(cancellationText({ daysBefore, fullRefund: false, refundAmount: 0 })).toBe(
      `${opening} no refund applies (full refunds need 30 days' notice).`,
    );
  });

  it("states the refund on a cancelled card", () => {
    expect(refundText(47200)).toBe("Refund: ₹47,200");
    expect(refundText(0)).toBe("No refund");
    expect(refundText(null)).toBe("No refund");
  });
});
