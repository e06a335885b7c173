import { screen, within } from "@testing-library/react";
import { type PaymentsState, payments } from "@tests/support/msw/handlers/payments";
import { server } from "@tests/support/msw/server";
import { describe, expect, it } from "vitest";
import { polyfillDialog } from "@/web/components/ui/testing/polyfill-dialog";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { englishAfterEach, showHindi } from "@/web/components/ui/testing/show-hindi";
import { PaymentsPanel } from "./payments-panel";
import { ledgerLine, upiClaim } from "./testing/payment-fixtures";

polyfillDialog();

englishAfterEach();

function state(): PaymentsState {
  return {
    lines: [
      ledgerLine("line-2", {
        kind: "refund",
        state: "requested",
        amountPaise: 236_050,
        provider: "upi",
        providerPaymentId: "512345678901",
        providerRefundId: null,
        method: "upi",
        traveller: { name: "Ravi Menon", email: "ravi@example.org" },
      }),
      ledgerLine("line-1", { documentNumber: "INV/25-26/00001" }),
    ],
    claims: [upiClaim("9d5c1b7e-0000-4000-8000-000000000001")],
  };
}

describe("the payments ledger in Hindi", () => {
  it("labels the ledger, its filters, states and actions in Hindi, and keeps the data as it is", async () => {
    await showHindi(["dashboard", "console"]);
    server.use(...payments.admin(state()));
    renderWithProviders(<PaymentsPanel />);

    const table = await screen.findByRole("table", { name: "भुगतान और रिफ़ंड" });
    const [refund, charge] = within(table).getAllByRole("row").slice(1);
    expect(within(charge).getByText("भुगतान")).toBeTruthy();
    expect(within(charge).getByText("प्राप्त हुआ")).toBeTruthy();
    expect(within(charge).getByText("Razorpay").getAttribute("translate")).toBe("no");
    expect(
      within(charge).getByRole("button", { name: "Asha Rao के चुकाए ₹9,440 का रिफ़ंड दें" }),
    ).toBeTruthy();
    expect(within(refund).getByText("अनुरोध किया गया")).toBeTruthy();
    expect(within(refund).getByText("UPI ट्रांसफ़र")).toBeTruthy();
    expect(within(refund).getByText("अभी जारी नहीं हुआ")).toBeTruthy();
    expect(
      within(refund).getByRole("button", {
        name: "Ravi Menon को ₹2,360.50 का रिफ़ंड चुकाया गया दर्ज करें",
      }),
    ).toBeTruthy();
    expect(screen.getByText("2 लाइनें")).toBeTruthy();

    const form = screen.getByRole("form", { name: "भुगतान फ़िल्टर करें" });
    const kind = within(form).getByRole("combobox", { name: "प्रकार" });
    expect(within(kind).getByRole("option", { name: "रिफ़ंड" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "CSV एक्सपोर्ट करें" })).toBeTruthy();

    const claim = screen.getByRole("form", { name: "Ravi Menon का UPI ट्रांसफ़र" });
    expect(within(claim).getByLabelText("बैंक स्टेटमेंट पर लिखा UTR")).toBeTruthy();
    expect(within(claim).getByRole("button", { name: "भुगतान की पुष्टि करें" })).toBeTruthy();
    expect(within(claim).getByText("512345678901").getAttribute("translate")).toBe("no");
  });

  it("asks for a refund in Hindi", async () => {
    await showHindi(["dashboard", "console"]);
    server.use(...payments.admin(state()));
    const { user } = renderWithProviders(<PaymentsPanel />);
    await user.click(
      await screen.findByRole("button", { name: "Asha Rao के चुकाए ₹9,440 का रिफ़ंड दें" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Asha Rao को रिफ़ंड दें" });
    expect(within(dialog).getByLabelText("रक़म (₹)")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "रिफ़ंड दें" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "रद्द करें" })).toBeTruthy();
  });
});
