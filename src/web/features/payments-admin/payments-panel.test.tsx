import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type PaymentsState, payments } from "@tests/support/msw/handlers/payments";
import { sent } from "@tests/support/msw/journal";
import { server } from "@tests/support/msw/server";
import { describe, expect, it } from "vitest";
import { polyfillDialog } from "@/web/components/ui/testing/polyfill-dialog";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { PaymentsPanel } from "./payments-panel";
import { ledgerLine, upiClaim } from "./testing/payment-fixtures";

polyfillDialog();

const LIST = "/api/admin/payments";
const toasts = () => within(screen.getByRole("region", { name: "Notifications" }));
const ledger = () => screen.findByRole("table", { name: "Payments and refunds" });
const rowsOf = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);
const listQueries = () => sent("GET", LIST).map((r) => r.url.search);

/** A Razorpay charge with its invoice, and a UPI refund still to be paid by bank transfer. */
function ledgerState(): PaymentsState {
  return {
    lines: [
      ledgerLine("line-2", {
        bookingId: "5b0f7a1e-8c1d-4a3e-9f00-0000000000b2",
        kind: "refund",
        state: "requested",
        amountPaise: 236_050,
        provider: "upi",
        providerPaymentId: "512345678901",
        providerRefundId: null,
        method: "upi",
        reason: "Cancelled 40 days before the start",
        createdAt: "2025-08-04T10:00:00.000Z",
        traveller: { name: "Ravi Menon", email: "ravi@example.org" },
        packageName: "Hampi Heritage Walk",
        bookingStatus: "cancelled",
      }),
      ledgerLine("line-1", { documentNumber: "INV/25-26/00001" }),
    ],
    claims: [],
  };
}

describe("Payments panel", () => {
  it("lists charges and refunds with their amounts, documents and the actions each allows", async () => {
    server.use(...payments.admin(ledgerState()));
    renderWithProviders(<PaymentsPanel />);
    const [refund, charge] = rowsOf(await ledger());

    for (const text of [
      "1 August 2025",
      "Charge",
      "₹9,440",
      "Captured",
      "Razorpay",
      "pay_line-1",
      "Asha Rao",
      "asha@example.org",
      "Markha Valley Trek",
      "Confirmed",
    ]) {
      expect(within(charge).getByText(text)).toBeTruthy();
    }
    const invoice = within(charge).getByRole("link", { name: "INV/25-26/00001" });
    expect(invoice.getAttribute("href")).toBe("/api/payments/documents?number=INV%2F25-26%2F00001");
    expect(invoice.hasAttribute("download")).toBe(true);
    expect(
      within(charge).getByRole("button", { name: "Refund ₹9,440 paid by Asha Rao" }),
    ).toBeTruthy();
    expect(within(charge).queryByRole("button", { name: /Mark paid/ })).toBeNull();

    for (const text of ["Refund", "₹2,360.50", "Requested", "UPI transfer", "Cancelled"]) {
      expect(within(refund).getByText(text)).toBeTruthy();
    }
    expect(within(refund).getByText("Cancelled 40 days before the start")).toBeTruthy();
    expect(within(refund).queryByRole("link")).toBeNull();
    expect(
      within(refund).getByRole("button", {
        name: "Mark paid the refund of ₹2,360.50 to Ravi Menon",
      }),
    ).toBeTruthy();
    expect(within(refund).queryByRole("button", { name: /^Refund/ })).toBeNull();
    expect(screen.getByText("2 lines")).toBeTruthy();
    expect(listQueries()).toEqual([""]);
  });

  it("offers Mark paid only on UPI refunds not yet paid", async () => {
    const state = ledgerState();
    state.lines = [
      ledgerLine("paid", { kind: "refund", provider: "upi", state: "processed" }),
      ledgerLine("card", { kind: "refund", provider: "razorpay", state: "initiated" }),
      ledgerLine("sent", { kind: "refund", provider: "upi", state: "initiated" }),
    ];
    server.use(...payments.admin(state));
    renderWithProviders(<PaymentsPanel />);
    const [paid, card, initiated] = rowsOf(await ledger());
    expect(within(paid).queryByRole("button")).toBeNull();
    expect(within(card).queryByRole("button")).toBeNull();
    expect(within(initiated).getByRole("button", { name: /^Mark paid/ })).toBeTruthy();
  });

  it("sends each filter as a query parameter and shows what matches", async () => {
    server.use(...payments.admin(ledgerState()));
    const { user } = renderWithProviders(<PaymentsPanel />);
    expect(rowsOf(await ledger())).toHaveLength(2);

    await user.selectOptions(screen.getByLabelText("Kind"), "Refunds");
    await waitFor(() => expect(listQueries()).toEqual(["", "?kind=refund"]));
    await waitFor(() => expect(rowsOf(screen.getByRole("table"))).toHaveLength(1));
    expect(within(screen.getByRole("table")).getByText("Ravi Menon")).toBeTruthy();

    await user.selectOptions(screen.getByLabelText("State"), "Processed");
    expect(await screen.findByText("No payments match these filters.")).toBeTruthy();
    expect(listQueries().at(-1)).toBe("?kind=refund&state=processed");

    await user.selectOptions(screen.getByLabelText("Kind"), "All");
    await user.selectOptions(screen.getByLabelText("State"), "All");
    await user.selectOptions(screen.getByLabelText("Provider"), "Razorpay");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2025-08-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2025-08-02" } });
    await user.type(screen.getByRole("searchbox", { name: "Search" }), " asha ");
    await waitFor(() =>
      expect(listQueries().at(-1)).toBe("?provider=razorpay&from=2025-08-01&to=2025-08-02&q=asha"),
    );
    // The search waits for typing to pause: no request for each letter.
    expect(listQueries().filter((q) => q.includes("q="))).toHaveLength(1);
    await waitFor(() => expect(rowsOf(screen.getByRole("table"))).toHaveLength(1));
    expect(within(screen.getByRole("table")).getByText("Asha Rao")).toBeTruthy();
  });

  it("exports the CSV of the filters in force", async () => {
    server.use(...payments.admin(ledgerState()));
    const { user } = renderWithProviders(<PaymentsPanel />);
    await ledger();
    const csv = screen.getByRole("link", { name: "Export CSV" });
    expect(csv.getAttribute("href")).toBe("/api/admin/payments/export.csv");
    expect(csv.hasAttribute("download")).toBe(true);

    await user.selectOptions(screen.getByLabelText("Provider"), "UPI transfer");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2025-08-01" } });
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "ravi");
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
        "/api/admin/payments/export.csv?provider=upi&from=2025-08-01&q=ravi",
      ),
    );
  });

  it("refunds only with a reason, then sends it, says so and shows the refund", async () => {
    const state = ledgerState();
    const { bookingId } = state.lines[1];
    server.use(...payments.admin(state));
    const { user } = renderWithProviders(<PaymentsPanel />);
    await user.click(await screen.findByRole("button", { name: "Refund ₹9,440 paid by Asha Rao" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund Asha Rao" });
    const amount = within(dialog).getByLabelText("Amount (₹)") as HTMLInputElement;
    expect(amount.value).toBe("9440");
    expect(amount.getAttribute("step")).toBe("0.01");

    await user.click(within(dialog).getByRole("button", { name: "Issue refund" }));
    expect(await within(dialog).findByText("Say why the money goes back")).toBeTruthy();
    expect(within(dialog).getByLabelText("Reason").getAttribute("aria-invalid")).toBe("true");
    expect(sent("POST")).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, "2500.50");
    await user.type(within(dialog).getByLabelText("Reason"), "  Guide fell ill on day two ");
    await user.click(within(dialog).getByRole("button", { name: "Issue refund" }));
    expect(await toasts().findByText("Refund issued.")).toBeTruthy();
    const [request] = sent("POST", `/api/admin/payments/bookings/${bookingId}/refund`);
    expect(request.body).toEqual({ amount: 2500.5, reason: "Guide fell ill on day two" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(rowsOf(screen.getByRole("table"))).toHaveLength(3));
    expect(within(rowsOf(screen.getByRole("table"))[0]).getByText("₹2,500.50")).toBeTruthy();
    expect(screen.getByText("Guide fell ill on day two")).toBeTruthy();
  });

  it("shows in the dialog why the server refused a refund", async () => {
    server.use(...payments.admin(ledgerState()));
    const { user } = renderWithProviders(<PaymentsPanel />);
    await user.click(await screen.findByRole("button", { name: "Refund ₹9,440 paid by Asha Rao" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund Asha Rao" });
    const amount = within(dialog).getByLabelText("Amount (₹)");
    await user.clear(amount);
    await user.type(amount, "10000");
    await user.type(within(dialog).getByLabelText("Reason"), "Goodwill");
    await user.click(within(dialog).getByRole("button", { name: "Issue refund" }));

    expect(
      await within(dialog).findByText(
        "A refund cannot be larger than what is paid and not yet refunded (9440 rupees).",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText("The refund is larger than what was paid.")).toBeTruthy();
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(toasts().queryByText("Refund issued.")).toBeNull();
    expect(screen.getByRole("dialog", { name: "Refund Asha Rao" })).toBeTruthy();
  });

  it("records a UPI refund as paid with the bank reference", async () => {
    const state = ledgerState();
    server.use(...payments.admin(state));
    const { user } = renderWithProviders(<PaymentsPanel />);
    await user.click(
      await screen.findByRole("button", {
        name: "Mark paid the refund of ₹2,360.50 to Ravi Menon",
      }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Mark the refund to Ravi Menon as paid",
    });
    await user.click(within(dialog).getByRole("button", { name: "Record as paid" }));
    expect(
      await within(dialog).findByText("Enter the bank reference of the transfer"),
    ).toBeTruthy();
    expect(sent("POST")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Bank reference"), "HDFCN52025080512");
    await user.click(within(dialog).getByRole("button", { name: "Record as paid" }));
    expect(await toasts().findByText("Refund recorded as paid.")).toBeTruthy();
    expect(sent("POST", "/api/admin/payments/refunds/line-2/paid")[0].body).toEqual({
      reference: "HDFCN52025080512",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [refund] = rowsOf(await ledger());
    expect(await within(refund).findByText("Processed")).toBeTruthy();
    expect(within(refund).queryByRole("button")).toBeNull();
  });

  it("confirms a UPI transfer with the UTR from the bank statement", async () => {
    const state = ledgerState();
    state.claims = [upiClaim("9d5c1b7e-0000-4000-8000-000000000001")];
    server.use(...payments.admin(state));
    const { user } = renderWithProviders(<PaymentsPanel />);
    const claim = await screen.findByRole("form", { name: "UPI transfer from Ravi Menon" });
    for (const text of [
      "Ravi Menon",
      "Hampi Heritage Walk",
      "₹4,720",
      "512345678901",
      "3 August 2025",
    ]) {
      expect(within(claim).getByText(text)).toBeTruthy();
    }
    const utr = within(claim).getByLabelText("UTR on the bank statement");
    expect((utr as HTMLInputElement).value).toBe("");

    await user.type(utr, "512345678902");
    await user.click(within(claim).getByRole("button", { name: "Confirm payment" }));
    expect(
      await within(claim).findAllByText("This UTR is not the one the payer gave."),
    ).toHaveLength(2);

    await user.clear(utr);
    await user.type(utr, "512345678901");
    await user.click(within(claim).getByRole("button", { name: "Confirm payment" }));
    expect(await toasts().findByText("Payment of ₹4,720 confirmed for Ravi Menon.")).toBeTruthy();
    const confirms = sent(
      "POST",
      "/api/admin/payments/upi/9d5c1b7e-0000-4000-8000-000000000001/confirm",
    );
    expect(confirms.map((r) => r.body)).toEqual([{ utr: "512345678902" }, { utr: "512345678901" }]);
    expect(await screen.findByText("No UPI transfers are waiting to be matched.")).toBeTruthy();
    expect(rowsOf(screen.getByRole("table"))).toHaveLength(3);
  });

  it("refuses a UTR that is not 12 digits without asking the server", async () => {
    const state = ledgerState();
    state.claims = [upiClaim("9d5c1b7e-0000-4000-8000-000000000001")];
    server.use(...payments.admin(state));
    const { user } = renderWithProviders(<PaymentsPanel />);
    const claim = await screen.findByRole("form", { name: "UPI transfer from Ravi Menon" });
    await user.type(within(claim).getByLabelText("UTR on the bank statement"), "12345");
    await user.click(within(claim).getByRole("button", { name: "Confirm payment" }));
    expect(
      await within(claim).findByText(
        "A UTR is the 12-digit number your UPI app shows for the payment",
      ),
    ).toBeTruthy();
    expect(sent("POST")).toHaveLength(0);
  });

  it("marks a UPI transfer as not received", async () => {
    const state = ledgerState();
    state.claims = [
      upiClaim("9d5c1b7e-0000-4000-8000-000000000001"),
      upiClaim("9d5c1b7e-0000-4000-8000-000000000002", {
        traveller: { name: "Leela Das", email: "leela@example.org" },
      }),
    ];
    server.use(...payments.admin(state));
    const { user } = renderWithProviders(<PaymentsPanel />);
    const claim = await screen.findByRole("form", { name: "UPI transfer from Leela Das" });
    await user.click(within(claim).getByRole("button", { name: "Not received" }));
    expect(
      await toasts().findByText("The transfer from Leela Das was marked as not received."),
    ).toBeTruthy();
    const rejects = sent(
      "POST",
      "/api/admin/payments/upi/9d5c1b7e-0000-4000-8000-000000000002/reject",
    );
    expect(rejects.map((r) => r.body)).toEqual([{}]);
    await waitFor(() =>
      expect(screen.queryByRole("form", { name: "UPI transfer from Leela Das" })).toBeNull(),
    );
    expect(screen.getByRole("form", { name: "UPI transfer from Ravi Menon" })).toBeTruthy();
  });

  it("says when nothing is in the ledger and no UPI transfer waits", async () => {
    server.use(...payments.admin({ lines: [], claims: [] }));
    renderWithProviders(<PaymentsPanel />);
    expect(await screen.findByText("No payments match these filters.")).toBeTruthy();
    expect(screen.getByText("No UPI transfers are waiting to be matched.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("form", { name: /UPI transfer from/ })).toBeNull();
  });
});
