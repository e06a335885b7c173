import { screen, within } from "@testing-library/react";
import { type AdminBookingsState, adminBookings } from "@tests/support/msw/handlers/admin-bookings";
import { server } from "@tests/support/msw/server";
import { describe, expect, it } from "vitest";
import { polyfillDialog } from "@/web/components/ui/testing/polyfill-dialog";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { englishAfterEach, showHindi } from "@/web/components/ui/testing/show-hindi";
import { AdminBookingsPanel } from "./bookings-panel";
import { refundText } from "./cancel-for-traveller";
import { bookingDetail, bookingRow } from "./testing/booking-fixtures";

polyfillDialog();

const ID = "c0ffee01-0000-4000-8000-000000000001";

englishAfterEach();

function state(): AdminBookingsState {
  const row = bookingRow(ID);
  return { rows: [row], details: { [ID]: bookingDetail(row) } };
}

describe("the admin's bookings in Hindi", () => {
  it("labels the filters, the table and the count in Hindi, and keeps the data as it is", async () => {
    await showHindi(["dashboard", "console"]);
    server.use(...adminBookings.handlers(state()));
    renderWithProviders(<AdminBookingsPanel />);

    const form = screen.getByRole("form", { name: "बुकिंग फ़िल्टर करें" });
    const status = within(form).getByRole("combobox", { name: "स्थिति" });
    expect(within(status).getByRole("option", { name: "सभी" })).toBeTruthy();
    const payment = within(form).getByRole("combobox", { name: "भुगतान" });
    expect(within(payment).getByRole("option", { name: "पूरा भुगतान हो गया" })).toBeTruthy();
    expect(within(form).getByLabelText("टूर इस तारीख़ से शुरू हो")).toBeTruthy();
    expect(within(form).getByRole("button", { name: "फ़िल्टर हटाएँ" })).toBeTruthy();

    const table = await screen.findByRole("table", { name: "बुकिंग" });
    expect(within(table).getByRole("columnheader", { name: "यात्री" })).toBeTruthy();
    expect(await screen.findByText("1 बुकिंग")).toBeTruthy();
    const name = within(table).getByText("Asha Rao");
    expect(name.getAttribute("translate")).toBe("no");
    expect(
      within(table).getByRole("button", { name: "Asha Rao की बुकिंग C0FFEE01 खोलें" }),
    ).toBeTruthy();
    expect(screen.queryByText("Clear filters")).toBeNull();
  });

  it("shows a booking's facts, history and refund in Hindi", async () => {
    await showHindi(["dashboard", "console"]);
    server.use(...adminBookings.handlers(state()));
    const { user } = renderWithProviders(<AdminBookingsPanel />);
    await user.click(await screen.findByRole("button", { name: "Asha Rao की बुकिंग C0FFEE01 खोलें" }));
    const dialog = await screen.findByRole("dialog", { name: "बुकिंग C0FFEE01" });
    expect(await within(dialog).findByRole("heading", { name: "इतिहास" })).toBeTruthy();
    expect(within(dialog).getByText("₹9,440 चुकाए गए")).toBeTruthy();
    expect(within(dialog).getByText("गाइड #7")).toBeTruthy();
    const steps = within(within(dialog).getByRole("list")).getAllByRole("listitem");
    expect(steps[1].querySelectorAll("p")[1]?.textContent).toBe(
      "Kabir Sethi (kabir@example.org) (गाइड) ने किया",
    );
    const who = within(steps[1]).getByText("Kabir Sethi (kabir@example.org)");
    expect(who.getAttribute("translate")).toBe("no");
    // India's time, the part of the day in Hindi, never the Latin am/pm.
    expect(steps[0].querySelector("time")?.textContent).toBe("1 जून 2026 को दोपहर 12:00 बजे");
    expect(within(dialog).getByRole("table", { name: "इस बुकिंग के भुगतान और रिफ़ंड" })).toBeTruthy();
    expect(within(dialog).getByText("यात्री को चुकाई गई पूरी राशि वापस मिलेगी: ₹9,440।")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "यात्री की ओर से रद्द करें" }));
    expect(within(dialog).getByRole("button", { name: "बुकिंग रहने दें" })).toBeTruthy();
    expect(within(dialog).getByLabelText("वजह")).toBeTruthy();
  });

  it("states the refund by the policy in Hindi", async () => {
    await showHindi(["dashboard", "console"]);
    expect(
      refundText({ daysBefore: 5, paidPaise: 944_000, refundPaise: 0, fullRefund: false }),
    ).toBe(
      "टूर 5 दिन में शुरू होता है, इसलिए रद्द करने की नीति के तहत चुकाए गए ₹9,440 में से कुछ भी रिफ़ंड नहीं होगा।",
    );
  });
});
