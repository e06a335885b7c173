import { screen, waitFor, within } from "@testing-library/react";
import { type AdminBookingsState, adminBookings } from "@tests/support/msw/handlers/admin-bookings";
import { sent } from "@tests/support/msw/journal";
import { server } from "@tests/support/msw/server";
import { describe, expect, it } from "vitest";
import { polyfillDialog } from "@/web/components/ui/testing/polyfill-dialog";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { AdminBookingsPanel } from "./bookings-panel";
import { refundText } from "./cancel-for-traveller";
import { bookingDetail, bookingRow } from "./testing/booking-fixtures";

polyfillDialog();

/** A sentence whose data (a name, an e-mail) sits in its own element, marked translate="no". */
const sentence = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text &&
  ![...element.children].some((child) => child.textContent === text);

const ID = "c0ffee01-0000-4000-8000-000000000001";
const toasts = () => within(screen.getByRole("region", { name: "Notifications" }));

function state(change: (detail: ReturnType<typeof bookingDetail>) => void = () => {}) {
  const row = bookingRow(ID);
  const detail = bookingDetail(row);
  change(detail);
  return { rows: [row], details: { [ID]: detail } } satisfies AdminBookingsState;
}

async function openBooking(s: AdminBookingsState) {
  server.use(...adminBookings.handlers(s));
  const view = renderWithProviders(<AdminBookingsPanel />);
  await view.user.click(
    await screen.findByRole("button", { name: "Open booking C0FFEE01 of Asha Rao" }),
  );
  const dialog = await screen.findByRole("dialog", { name: "Booking C0FFEE01" });
  await within(dialog).findByRole("heading", { name: "History" });
  return { ...view, dialog };
}

describe("Admin booking detail", () => {
  it("shows the booking, its history as a timeline of who did what when, and its payments", async () => {
    const { dialog } = await openBooking(state());
    for (const text of [
      ID,
      "Markha Valley Trek",
      "Kabir Sethi",
      "Guide #7",
      "asha@example.org",
      "+91 98450 12345",
      "Vegetarian meals",
      "₹9,440 paid",
    ])
      expect(within(dialog).getByText(text)).toBeTruthy();
    expect(within(dialog).getByText("Messages").nextElementSibling?.textContent).toBe("3");

    const steps = within(within(dialog).getByRole("list")).getAllByRole("listitem");
    expect(steps.map((li) => li.querySelector("p")?.textContent)).toEqual([
      "Requested (pending)",
      "Pending → Awaiting payment",
      "Awaiting payment → Confirmed",
    ]);
    expect(
      within(steps[0]).getByText(sentence("By Asha Rao (asha@example.org), traveller")),
    ).toBeTruthy();
    expect(
      within(steps[1]).getByText(sentence("By Kabir Sethi (kabir@example.org), guide")),
    ).toBeTruthy();
    const when = steps[1].querySelector("time");
    expect(when?.getAttribute("dateTime")).toBe("2026-06-01T09:00:00.000Z");
    expect(when?.textContent).toBe("1 June 2026 at 2:30 pm");

    const payments = within(dialog).getByRole("table", {
      name: "Payments and refunds of this booking",
    });
    const [charge] = within(payments).getAllByRole("row").slice(1);
    for (const text of ["Charge", "₹9,440", "Captured", "pay_deposit", "INV/26-27/00001"])
      expect(within(charge).getByText(text)).toBeTruthy();
  });

  it("cancels on the traveller's behalf only with a reason, saying what comes back, then shows it in the history", async () => {
    const s = state();
    const { dialog, user } = await openBooking(s);
    const quote = s.details[ID].cancellation!;
    expect(refundText(quote)).toBe("The traveller gets back everything paid: ₹9,440.");
    expect(within(dialog).getByText(refundText(quote))).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Cancel on traveller's behalf" }));
    const reason = within(dialog).getByLabelText("Reason");
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(
      within(dialog).getByText(
        sentence(
          "Cancel this booking for Asha Rao? The traveller gets back everything paid: ₹9,440. This cannot be undone.",
        ),
      ),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Cancel the booking" }));
    expect(await within(dialog).findByText("Say why the booking is cancelled")).toBeTruthy();
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(sent("POST")).toHaveLength(0);

    await user.type(reason, "  The Khardung La road is closed <b>by a landslide</b>. ");
    await user.click(within(dialog).getByRole("button", { name: "Cancel the booking" }));
    const done =
      "The booking of Asha Rao is cancelled. The traveller gets back everything paid: ₹9,440. The traveller and the guide have been e-mailed.";
    expect(await within(dialog).findByText(done)).toBeTruthy();
    expect(await toasts().findByText(done)).toBeTruthy();
    const [request] = sent("POST", `/api/admin/bookings/${ID}/cancel`);
    expect(request.body).toEqual({
      reason: "The Khardung La road is closed <b>by a landslide</b>.",
    });

    const steps = within(within(dialog).getByRole("list")).getAllByRole("listitem");
    expect(steps).toHaveLength(4);
    expect(within(steps[3]).getByText("Confirmed → Cancelled")).toBeTruthy();
    expect(
      within(steps[3]).getByText(sentence("By Vikram Rao (admin@example.com), admin")),
    ).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: /Cancel on traveller/ })).toBeNull();
    // The list behind shows the booking cancelled.
    await waitFor(() =>
      expect(
        within(screen.getByRole("table", { name: "Bookings" })).getByText("Cancelled"),
      ).toBeTruthy(),
    );
  });

  it("keeps the booking on second thoughts, with focus back on the button", async () => {
    const { dialog, user } = await openBooking(state());
    const opener = within(dialog).getByRole("button", { name: "Cancel on traveller's behalf" });
    await user.click(opener);
    await user.click(within(dialog).getByRole("button", { name: "Keep the booking" }));
    const again = within(dialog).getByRole("button", { name: "Cancel on traveller's behalf" });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(sent("POST")).toHaveLength(0);
  });

  it("shows in the dialog why the server refused, and offers no cancel for a finished booking", async () => {
    const s = state();
    const { dialog, user } = await openBooking(s);
    // Meanwhile the tour was completed.
    s.details[ID] = { ...s.details[ID], cancellation: null };
    await user.click(within(dialog).getByRole("button", { name: "Cancel on traveller's behalf" }));
    await user.type(within(dialog).getByLabelText("Reason"), "Weather");
    await user.click(within(dialog).getByRole("button", { name: "Cancel the booking" }));
    expect(
      await within(dialog).findByText("A confirmed booking cannot be cancelled."),
    ).toBeTruthy();
  });

  it("states the refund as the policy has it", () => {
    expect(refundText({ daysBefore: 50, paidPaise: 0, refundPaise: 0, fullRefund: false })).toBe(
      "Nothing has been paid, so nothing is refunded.",
    );
    expect(
      refundText({
        daysBefore: 10,
        paidPaise: 4_720_000,
        refundPaise: 3_776_000,
        fullRefund: false,
      }),
    ).toBe(
      "The traveller gets back ₹37,760 of the ₹47,200 paid; the deposit is kept, as the tour starts in 10 days.",
    );
    expect(
      refundText({ daysBefore: 5, paidPaise: 944_000, refundPaise: 0, fullRefund: false }),
    ).toBe(
      "The tour starts in 5 days, so under the cancellation policy nothing of the ₹9,440 paid is refunded.",
    );
  });
});
