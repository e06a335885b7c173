import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPaise } from "@/shared/money";
import { amountDueNow, ledgerTotals, paymentPlan, paymentState } from "./rules";

describe("payment rules (decision 0026)", () => {
  it("asks a 20% deposit when the tour is 30 or more days away, with the balance due 30 days before", () => {
    expect(paymentPlan(10_407_600, "2027-01-10", "2026-12-11", 20)).toEqual({
      depositPaise: 2_081_520,
      balanceDueOn: "2026-12-11",
    });
  });

  it("asks the full price when the tour is closer than 30 days", () => {
    expect(paymentPlan(10_407_600, "2027-01-09", "2026-12-11", 20).balanceDueOn).toBeNull();
  });

  it("derives totals from the ledger: refunds under way are not money held", () => {
    const totals = ledgerTotals([
      { kind: "charge", amountPaise: 2_000_00, state: "captured" },
      { kind: "charge", amountPaise: 8_000_00, state: "captured" },
      { kind: "refund", amountPaise: 1_000_00, state: "processed" },
      { kind: "refund", amountPaise: 500_00, state: "initiated" },
      { kind: "refund", amountPaise: 700_00, state: "failed" },
    ]);
    expect(totals).toEqual({
      paidPaise: 10_000_00,
      refundedPaise: 1_000_00,
      refundingPaise: 500_00,
      netPaidPaise: 8_500_00,
    });
  });

  it("asks for the deposit, then the balance, then nothing", () => {
    const booking = {
      status: "awaiting_payment",
      pricePaise: 100_000,
      depositPaise: 20_000,
      balanceDueOn: "2027-01-01",
    };
    const none = ledgerTotals([]);
    expect(amountDueNow(booking, none)).toEqual({ purpose: "deposit", amountPaise: 20_000 });
    const deposit = ledgerTotals([{ kind: "charge", amountPaise: 20_000, state: "captured" }]);
    expect(amountDueNow({ ...booking, status: "confirmed" }, deposit)).toEqual({
      purpose: "balance",
      amountPaise: 80_000,
    });
    const all = ledgerTotals([{ kind: "charge", amountPaise: 100_000, state: "captured" }]);
    expect(amountDueNow({ ...booking, status: "confirmed" }, all)).toBeNull();
    expect(amountDueNow({ ...booking, balanceDueOn: null }, none)).toEqual({
      purpose: "full",
      amountPaise: 100_000,
    });
    expect(amountDueNow({ ...booking, status: "cancelled" }, none)).toBeNull();
  });

  it("never asks for more than the price, whatever was paid and refunded", () => {
    const line = fc.record({
      kind: fc.constantFrom("charge" as const, "refund" as const),
      amountPaise: fc.integer({ min: 1, max: 1_000_000 }),
      state: fc.constantFrom("captured", "requested", "initiated", "processed", "failed"),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        fc.integer({ min: 100, max: 5_000_000 }),
        (lines, price) => {
          const totals = ledgerTotals(lines);
          const due = amountDueNow(
            { status: "confirmed", pricePaise: price, depositPaise: null, balanceDueOn: null },
            totals,
          );
          if (due) expect(due.amountPaise + totals.netPaidPaise).toBe(price);
        },
      ),
    );
  });

  it("names the state of a booking's money", () => {
    const t = (lines: Parameters<typeof ledgerTotals>[0]) => ledgerTotals(lines);
    expect(paymentState("awaiting_payment", 100, t([]))).toBe("awaiting");
    expect(paymentState("pending", 100, t([]))).toBe("none");
    expect(
      paymentState("confirmed", 100, t([{ kind: "charge", amountPaise: 20, state: "captured" }])),
    ).toBe("deposit_paid");
    expect(
      paymentState("confirmed", 100, t([{ kind: "charge", amountPaise: 100, state: "captured" }])),
    ).toBe("paid");
    expect(
      paymentState(
        "cancelled",
        100,
        t([
          { kind: "charge", amountPaise: 100, state: "captured" },
          { kind: "refund", amountPaise: 100, state: "processed" },
        ]),
      ),
    ).toBe("refunded");
  });

  it("shows paise only when there are any", () => {
    expect(formatPaise(10_407_600)).toBe("₹1,04,076");
    expect(formatPaise(2_081_520)).toBe("₹20,815.20");
  });
});
