import { describe, expect, it } from "vitest";
import type { BookingView } from "@/shared/bookings/types";
import { paymentSummary } from "./summary";
import { makePayment } from "./testing/make-payment";

const withPayment = (payment: Partial<BookingView["payment"]>, status = "confirmed") =>
  ({ status, payment: makePayment({ pricePaise: 10_000_000, ...payment }) }) as BookingView;

describe("a booking's payment in one line", () => {
  it.each([
    [{}, "Nothing paid"],
    [
      {
        state: "awaiting" as const,
        dueNow: { purpose: "deposit" as const, amountPaise: 2_000_000 },
      },
      "Awaiting the traveller's payment of ₹20,000",
    ],
    [
      {
        state: "deposit_paid" as const,
        paidPaise: 2_000_000,
        netPaidPaise: 2_000_000,
        balanceDueOn: "2027-01-10",
      },
      "Deposit of ₹20,000 paid; balance of ₹80,000 due by 2027-01-10",
    ],
    [{ state: "paid" as const, paidPaise: 10_000_000 }, "Paid in full: ₹1,00,000"],
    [{ state: "refunding" as const, refundingPaise: 2_000_000 }, "Refund of ₹20,000 in progress"],
    [{ state: "refunded" as const, refundedPaise: 2_000_000 }, "Refunded: ₹20,000"],
  ])("%o reads %s", (payment, text) => {
    expect(paymentSummary(withPayment(payment))).toBe(text);
  });

  it("tells the guide a request is paid for after they accept it", () => {
    expect(paymentSummary(withPayment({}, "pending"))).toBe("Due once the request is accepted");
  });
});
