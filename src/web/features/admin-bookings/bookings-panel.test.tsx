import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type AdminBookingsState, adminBookings } from "@tests/support/msw/handlers/admin-bookings";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { polyfillDialog } from "@/web/components/ui/testing/polyfill-dialog";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { AdminBookingsPanel } from "./bookings-panel";
import { bookingDetail, bookingRow } from "./testing/booking-fixtures";

polyfillDialog();

const LIST = "/api/admin/bookings";
const table = () => screen.findByRole("table", { name: "Bookings" });
const rowsOf = (t: HTMLElement) => within(t).getAllByRole("row").slice(1);
const listQueries = () =>
  sent("GET", LIST).map((r) => {
    const params = new URLSearchParams(r.url.search);
    params.delete("limit");
    return params.toString();
  });

/** Three bookings that differ in every filter. */
function state(): AdminBookingsState {
  const rows = [
    bookingRow("c0ffee01-0000-4000-8000-000000000001"),
    bookingRow("b0a7b0a7-0000-4000-8000-000000000002", {
      packageId: "dest_7",
      packageName: "Lake Palace Weekend",
      destinationName: "Place 07",
      guide: { sno: 9, name: "Meera Nair" },
      traveller: { name: "Ravi Menon", email: "ravi@example.org" },
      startDate: "2026-12-20",
      endDate: "2026-12-22",
      numberOfTravelers: 1,
      price: 18_000,
      status: "pending",
      paymentState: "none",
      createdAt: "2026-06-02T06:30:00.000Z",
    }),
    bookingRow("d00d0003-0000-4000-8000-000000000003", {
      traveller: { name: "Zoya Khan", email: "zoya@example.org" },
      status: "cancelled",
      paymentState: "refunded",
      startDate: "2026-08-01",
      endDate: "2026-08-07",
    }),
  ];
  return {
    rows,
    details: Object.fromEntries(rows.map((r) => [r.id, bookingDetail(r)])),
    guides: [
      { sno: 7, name: "Kabir Sethi" },
      { sno: 9, name: "Meera Nair" },
    ],
  };
}

describe("Admin bookings panel", () => {
  it("lists every booking with its traveller, package, guide, dates, price, status and money", async () => {
    server.use(...adminBookings.handlers(state()));
    renderWithProviders(<AdminBookingsPanel />);
    const [first, second] = rowsOf(await table());
    for (const text of [
      "C0FFEE01",
      "Asha Rao",
      "asha@example.org",
      "Markha Valley Trek",
      "Ladakh",
      "Kabir Sethi",
      "10 September 2026",
      "₹47,200",
      "Confirmed",
      "Deposit paid",
    ])
      expect(within(first).getByText(text)).toBeTruthy();
    expect(within(first).getByText("to 16 September 2026, 2 travellers")).toBeTruthy();
    expect(within(second).getByText("Pending")).toBeTruthy();
    expect(within(second).getByText("Unpaid")).toBeTruthy();
    expect(within(second).getByText("to 22 December 2026, 1 traveller")).toBeTruthy();
    expect(
      within(first).getByRole("button", { name: "Open booking C0FFEE01 of Asha Rao" }),
    ).toBeTruthy();
    expect(screen.getByText("3 bookings")).toBeTruthy();
    expect(listQueries()).toEqual([""]);
  });

  it("sends each filter to the server and shows what matches", async () => {
    // The destination picker searches the catalogue's default destinations.
    server.use(...adminBookings.handlers(state()));
    const { user } = renderWithProviders(<AdminBookingsPanel />);
    expect(rowsOf(await table())).toHaveLength(3);

    await user.selectOptions(screen.getByLabelText("Status"), "Pending");
    await waitFor(() => expect(listQueries().at(-1)).toBe("status=pending"));
    await waitFor(() => expect(rowsOf(screen.getByRole("table"))).toHaveLength(1));
    expect(within(screen.getByRole("table")).getByText("Ravi Menon")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Status"), "All");

    await user.selectOptions(screen.getByLabelText("Payment"), "Refunded, in part or whole");
    await waitFor(() => expect(listQueries().at(-1)).toBe("payment=refunded"));
    await waitFor(() => expect(rowsOf(screen.getByRole("table"))).toHaveLength(1));
    expect(within(screen.getByRole("table")).getByText("Zoya Khan")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Payment"), "All");

    // A guide is found by name and chosen with the keyboard.
    await user.type(screen.getByRole("combobox", { name: "Guide" }), "meera");
    expect(await screen.findByRole("option", { name: /Meera Nair/ })).toBeTruthy();
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(listQueries().at(-1)).toBe("guide=9"));
    await waitFor(() => expect(rowsOf(screen.getByRole("table"))).toHaveLength(1));
    await user.clear(screen.getByRole("combobox", { name: "Guide" }));
    await waitFor(() => expect(rowsOf(screen.getByRole("table"))).toHaveLength(3));

    await user.type(screen.getByRole("combobox", { name: "Destination" }), "Place 07");
    expect(await screen.findByRole("option", { name: /Place 07/ })).toBeTruthy();
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(listQueries().at(-1)).toBe("destination=7"));
    await waitFor(() => expect(rowsOf(screen.getByRole("table"))).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(rowsOf(screen.getByRole("table"))).toHaveLength(3));
    expect((screen.getByRole("combobox", { name: "Destination" }) as HTMLInputElement).value).toBe(
      "",
    );

    fireEvent.change(screen.getByLabelText("Tour starts from"), {
      target: { value: "2026-08-01" },
    });
    fireEvent.change(screen.getByLabelText("Tour starts by"), { target: { value: "2026-09-30" } });
    await waitFor(() => expect(listQueries()).toContain("from=2026-08-01&to=2026-09-30"));
    await waitFor(() => expect(rowsOf(screen.getByRole("table"))).toHaveLength(2));
    await user.click(screen.getByRole("button", { name: "Clear filters" }));

    await user.type(screen.getByRole("searchbox", { name: "Search" }), " zoya ");
    await waitFor(() => expect(listQueries().at(-1)).toBe("q=zoya"));
    // The search waits for typing to pause: no request for each letter.
    expect(listQueries().filter((q) => q.includes("q="))).toHaveLength(1);
    await waitFor(() => expect(rowsOf(screen.getByRole("table"))).toHaveLength(1));
    expect(within(screen.getByRole("table")).getByText("Zoya Khan")).toBeTruthy();
  });

  it("holds back a search too short to run, and a range that ends before it starts", async () => {
    server.use(...adminBookings.handlers(state()));
    const { user } = renderWithProviders(<AdminBookingsPanel />);
    await table();
    const search = screen.getByRole("searchbox", { name: "Search" });
    await user.type(search, "ab");
    expect(
      await screen.findByText("Type at least 3 letters or digits, or the start of a booking id."),
    ).toBeTruthy();
    expect(search.getAttribute("aria-invalid")).toBe("true");
    expect(listQueries().some((q) => q.includes("q="))).toBe(false);
    await user.clear(search);
    await user.type(search, "b0a7b0a7");
    await waitFor(() => expect(listQueries().at(-1)).toBe("q=b0a7b0a7"));
    await user.clear(search);

    fireEvent.change(screen.getByLabelText("Tour starts from"), {
      target: { value: "2026-09-01" },
    });
    fireEvent.change(screen.getByLabelText("Tour starts by"), { target: { value: "2026-08-01" } });
    expect(await screen.findByText("Choose a day on or after the first.")).toBeTruthy();
    await waitFor(() => expect(listQueries().at(-1)).toBe("from=2026-09-01"));
  });

  it("pages through the bookings, and says when more match than were counted", async () => {
    const many = state();
    many.rows = Array.from({ length: 25 }, (_, i) =>
      bookingRow(`a0000000-0000-4000-8000-${String(i).padStart(12, "0")}`, {
        traveller: { name: `Traveller ${i + 1}`, email: `t${i + 1}@example.org` },
      }),
    );
    server.use(...adminBookings.handlers(many));
    const { user } = renderWithProviders(<AdminBookingsPanel />);
    expect(rowsOf(await table())).toHaveLength(20);
    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
    expect(screen.getByText("25 bookings")).toBeTruthy();
    many.totalCapped = true;
    const pages = screen.getByRole("navigation", { name: "Bookings pages" });
    await user.click(within(pages).getByRole("button", { name: "Next" }));
    await waitFor(() => expect(listQueries().at(-1)).toBe("offset=20"));
    await waitFor(() => expect(rowsOf(screen.getByRole("table"))).toHaveLength(5));
    expect(within(screen.getByRole("table")).getByText("Traveller 21")).toBeTruthy();
    expect(screen.getByText("Page 2 of 2")).toBeTruthy();
    expect(
      screen.getByText("More than 25 bookings match. Narrow the filters to reach the rest."),
    ).toBeTruthy();

    // A new filter starts again on the first page.
    await user.selectOptions(screen.getByLabelText("Status"), "Confirmed");
    await waitFor(() => expect(listQueries().at(-1)).toBe("status=confirmed"));
    expect(await screen.findByText("Page 1 of 2")).toBeTruthy();
  });

  it("says when nothing matches, and when the list cannot load", async () => {
    const empty = state();
    empty.rows = [];
    server.use(...adminBookings.handlers(empty));
    const { unmount } = renderWithProviders(<AdminBookingsPanel />);
    expect(await screen.findByText("No bookings match these filters.")).toBeTruthy();
    unmount();

    server.use(
      http.get(LIST, () =>
        apiError(500, "INTERNAL", "Something went wrong on our side. Please try again."),
      ),
    );
    renderWithProviders(<AdminBookingsPanel />);
    expect(await screen.findByText("We couldn't load the bookings.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });
});
