import { screen, waitFor, within } from "@testing-library/react";
import { dashboardHandlers } from "@tests/support/msw/handlers/dashboard";
import { licences } from "@tests/support/msw/handlers/licences";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import {
  daysFromToday,
  guideInfo,
  makeBooking,
} from "@/web/features/dashboard/testing/dashboard-fixtures";
import { makeLicence } from "@/web/features/guide-licence/testing/licence-fixtures";
import DashboardScreen from "./dashboard";

const auth = vi.hoisted(() => ({
  session: { data: null as unknown, isPending: false, error: null, refetch: async () => {} },
}));
vi.mock("@/web/lib/auth-client", () => ({ authClient: { useSession: () => auth.session } }));

const signedInAs = (role: string) => {
  auth.session = { ...auth.session, data: { user: { id: "u1", email: "x@example.org", role } } };
};

beforeEach(() => {
  signedInAs("guide");
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderDashboard = () =>
  renderWithProviders(<DashboardScreen />, { url: "/dashboard", path: "/dashboard" });

const panel = (name: string) => {
  const tab = screen.getByRole("tab", { name });
  return document.getElementById(tab.getAttribute("aria-controls") ?? "") as HTMLElement;
};

const cardOf = (name: string) => screen.getByRole("article", { name }) as HTMLElement;

const toasts = () => within(screen.getByRole("region", { name: "Notifications" }));

describe("Guide dashboard", () => {
  it("shows a traveller what the dashboard is for and how to apply, without asking for bookings", async () => {
    signedInAs("user");
    server.use(...dashboardHandlers());
    const { user } = renderDashboard();
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    expect(screen.getByText("The dashboard is for tourist guides")).toBeTruthy();
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.queryByLabelText("Availability")).toBeNull();
    expect(sent()).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Join as Tourist Guide" }));
    expect(await screen.findByRole("dialog", { name: "Join as a Tourist Guide" })).toBeTruthy();
  });

  it("explains to a guide account without a guide profile that it is waiting for approval", async () => {
    server.use(...dashboardHandlers({ info: { role: "guide", guide: null } }));
    renderDashboard();
    expect(await screen.findByText("Your guide profile is not ready yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Join as Tourist Guide" })).toBeTruthy();
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.queryByLabelText("Availability")).toBeNull();
  });

  it("hides the availability dropdown while loading, then stores a change with the spec's toasts", async () => {
    server.use(...dashboardHandlers({ info: guideInfo(true) }));
    const { user } = renderDashboard();
    expect(screen.queryByLabelText("Availability")).toBeNull();

    const select = (await screen.findByLabelText("Availability")) as HTMLSelectElement;
    expect(select.value).toBe("true");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Available", "Not Available"]);

    await user.selectOptions(select, "Not Available");
    expect(await toasts().findByText("Availability updated successfully")).toBeTruthy();
    expect(select.value).toBe("false");
    const puts = sent("PUT", "/api/dashboard/availability");
    expect(puts).toHaveLength(1);
    expect(puts[0].body).toEqual({ isAvailable: false });
  });

  it("says 'Failed to update availability' and shows the stored value again when saving fails", async () => {
    server.use(...dashboardHandlers({ info: guideInfo(true) }));
    server.use(http.put("/api/dashboard/availability", () => apiError(500, "INTERNAL", "Boom")));
    const { user } = renderDashboard();
    const select = (await screen.findByLabelText("Availability")) as HTMLSelectElement;
    await user.selectOptions(select, "Not Available");
    expect(await toasts().findByText("Failed to update availability")).toBeTruthy();
    await waitFor(() => expect(select.value).toBe("true"));
  });

  it("says 'User not logged in' when the session has gone", async () => {
    server.use(...dashboardHandlers({ info: guideInfo(true) }));
    server.use(
      http.put("/api/dashboard/availability", () => apiError(401, "UNAUTHENTICATED", "Sign in")),
    );
    const { user } = renderDashboard();
    await user.selectOptions(await screen.findByLabelText("Availability"), "Not Available");
    expect(await toasts().findByText("User not logged in")).toBeTruthy();
  });

  it("says 'Error fetching availability' when the dashboard cannot be read, and keeps the dropdown hidden", async () => {
    server.use(...dashboardHandlers({ info: () => apiError(500, "INTERNAL", "Boom") }));
    renderDashboard();
    // A server error is retried once before it counts.
    expect(
      await toasts().findByText("Error fetching availability", {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(toasts().getAllByText("Error fetching availability")).toHaveLength(1);
    expect(screen.queryByLabelText("Availability")).toBeNull();
    expect(screen.getByRole("tab", { name: "New Booking Notifications" })).toBeTruthy();
  });

  it("lists pending requests with every detail, and Accept takes the card away", async () => {
    server.use(
      ...dashboardHandlers({
        bookings: [
          makeBooking("b1", {
            name: "Asha Verma",
            email: "asha@example.org",
            phone: "+91 99887 76655",
            startDate: "2027-01-10",
            endDate: "2027-01-15",
            numberOfTravelers: 3,
            notes: "Vegetarian meals, please.",
          }),
          makeBooking("b2", { name: "Rohan Das" }),
        ],
      }),
    );
    const { user } = renderDashboard();

    const tab = await screen.findByRole("tab", { name: "New Booking Notifications" });
    expect(tab.getAttribute("aria-selected")).toBe("true");
    expect(
      within(panel("New Booking Notifications")).getByRole("heading", {
        name: "New Booking Requests",
      }),
    ).toBeTruthy();

    const card = await screen.findByRole("article", { name: "Asha Verma" });
    for (const text of [
      "asha@example.org",
      "+91 99887 76655",
      "10 January 2027",
      "15 January 2027",
      "Travelers: 3",
      "Vegetarian meals, please.",
      "Ladakh: High Passes and Monasteries",
      "Pending",
    ]) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    expect(within(card).queryByText("Vikram Rawat")).toBeNull();
    expect(within(cardOf("Rohan Das")).queryByText("Notes")).toBeNull();

    await user.click(within(card).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Asha Verma" })).toBeNull());
    expect(sent("POST", "/api/bookings/b1/accept")).toHaveLength(1);
    expect(cardOf("Rohan Das")).toBeTruthy();
    expect(await toasts().findByText("Booking request from Asha Verma accepted.")).toBeTruthy();

    // The accepted booking now shows under Upcoming Bookings.
    await user.click(await screen.findByRole("tab", { name: "Upcoming Bookings" }));
    expect(
      await within(panel("Upcoming Bookings")).findByRole("article", { name: "Asha Verma" }),
    ).toBeTruthy();
  });

  it("Reject also takes the card away", async () => {
    server.use(...dashboardHandlers({ bookings: [makeBooking("b1", { name: "Asha Verma" })] }));
    const { user } = renderDashboard();
    await user.click(
      within(await screen.findByRole("article", { name: "Asha Verma" })).getByRole("button", {
        name: "Reject",
      }),
    );
    expect(await screen.findByText("No new booking requests.")).toBeTruthy();
    expect(sent("POST", "/api/bookings/b1/reject")).toHaveLength(1);
  });

  it("keeps the card with 'Status update failed' when the update fails", async () => {
    server.use(...dashboardHandlers({ bookings: [makeBooking("b1", { name: "Asha Verma" })] }));
    server.use(http.post("/api/bookings/:id/accept", () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderDashboard();
    const card = await screen.findByRole("article", { name: "Asha Verma" });
    await user.click(within(card).getByRole("button", { name: "Accept" }));
    expect(await toasts().findByText("Status update failed")).toBeTruthy();
    expect(screen.getByRole("article", { name: "Asha Verma" })).toBeTruthy();
    expect(within(cardOf("Asha Verma")).getByText("Pending")).toBeTruthy();
  });

  it("shows the server's overlap message and keeps the request pending", async () => {
    const overlap =
      "This request overlaps a booking that already holds those dates (confirmed, or accepted and awaiting payment), so it stays pending.";
    server.use(...dashboardHandlers({ bookings: [makeBooking("b1", { name: "Asha Verma" })] }));
    server.use(
      http.post("/api/bookings/:id/accept", () => apiError(409, "BOOKING_OVERLAP", overlap)),
    );
    const { user } = renderDashboard();
    await user.click(
      within(await screen.findByRole("article", { name: "Asha Verma" })).getByRole("button", {
        name: "Accept",
      }),
    );
    expect(await toasts().findByText("Status update failed")).toBeTruthy();
    expect(await within(cardOf("Asha Verma")).findByText(overlap)).toBeTruthy();
  });

  it("lists only confirmed bookings from today on under Upcoming Bookings, soonest first", async () => {
    server.use(
      ...dashboardHandlers({
        bookings: [
          makeBooking("late", {
            name: "Later Trip",
            status: "confirmed",
            startDate: daysFromToday(60),
            endDate: daysFromToday(62),
          }),
          makeBooking("today", {
            name: "Starts Today",
            status: "confirmed",
            startDate: daysFromToday(0),
            endDate: daysFromToday(3),
          }),
          makeBooking("soon", {
            name: "Next Week",
            status: "confirmed",
            startDate: daysFromToday(7),
            endDate: daysFromToday(9),
          }),
          makeBooking("going", {
            name: "Under Way",
            status: "confirmed",
            startDate: daysFromToday(-2),
            endDate: daysFromToday(2),
          }),
          makeBooking("asked", {
            name: "Only Asked",
            status: "pending",
            startDate: daysFromToday(5),
          }),
        ],
      }),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "Upcoming Bookings" }));
    const upcoming = panel("Upcoming Bookings");
    await within(upcoming).findByRole("article", { name: "Next Week" });
    expect(
      within(upcoming)
        .getAllByRole("article")
        .map((card) => within(card).getByRole("heading").textContent),
    ).toEqual(["Starts Today", "Next Week", "Later Trip"]);
  });

  it("shows an empty state when nothing is upcoming", async () => {
    server.use(...dashboardHandlers({ bookings: [] }));
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "Upcoming Bookings" }));
    expect(
      await within(panel("Upcoming Bookings")).findByText("No upcoming bookings."),
    ).toBeTruthy();
    expect(
      within(panel("New Booking Notifications")).getByText("No new booking requests."),
    ).toBeTruthy();
  });

  it("filters Booking Management by status and searches by name, e-mail or package", async () => {
    server.use(
      ...dashboardHandlers({
        bookings: [
          makeBooking("b1", { name: "Asha Verma", status: "pending" }),
          makeBooking("b2", { name: "Rohan Das", status: "confirmed", packageName: "Goa Beaches" }),
          makeBooking("b3", { name: "Mia Wong", status: "cancelled", email: "mia@example.org" }),
        ],
      }),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "Booking Management" }));
    const management = panel("Booking Management");
    const rows = () =>
      within(within(management).getByRole("table", { name: "Bookings" }))
        .getAllByRole("rowheader")
        .map((cell) => cell.querySelector("span")?.textContent);

    await waitFor(() => expect(rows()).toEqual(["Asha Verma", "Rohan Das", "Mia Wong"]));
    expect(within(management).getByText("Showing 3 of 3 bookings")).toBeTruthy();

    const status = within(management).getByLabelText("Status");
    expect(
      within(status)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All", "Pending", "Confirmed", "Rejected", "Cancelled", "Completed", "Expired"]);
    await user.selectOptions(status, "Cancelled");
    await waitFor(() => expect(rows()).toEqual(["Mia Wong"]));

    await user.selectOptions(status, "All");
    await user.type(within(management).getByLabelText("Search bookings"), "goa{Enter}");
    await waitFor(() => expect(rows()).toEqual(["Rohan Das"]));
    const searched = sent("GET", "/api/dashboard/bookings").at(-1);
    expect(searched?.url.searchParams.get("q")).toBe("goa");
    expect(searched?.url.searchParams.get("status")).toBe("all");

    await user.selectOptions(status, "Rejected");
    expect(await within(management).findByText("No bookings match these filters.")).toBeTruthy();
  });

  it("shows the first 20 bookings with how many there are, and Load More asks the server for the next page", async () => {
    server.use(
      ...dashboardHandlers({
        bookings: Array.from({ length: 25 }, (_, i) =>
          makeBooking(`b${String(i).padStart(2, "0")}`, {
            name: `Traveller ${i}`,
            status: "confirmed",
            startDate: daysFromToday(10 + i),
            endDate: daysFromToday(11 + i),
          }),
        ),
      }),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "Booking Management" }));
    const management = within(panel("Booking Management"));
    expect(await management.findByText("Showing 20 of 25 bookings")).toBeTruthy();
    expect(management.getAllByRole("rowheader")).toHaveLength(20);
    await user.click(management.getByRole("button", { name: "Load More" }));
    expect(await management.findByText("Showing 25 of 25 bookings")).toBeTruthy();
    const rows = management
      .getAllByRole("rowheader")
      .map((cell) => cell.querySelector("span")?.textContent);
    expect(rows).toEqual(Array.from({ length: 25 }, (_, i) => `Traveller ${i}`));
    expect(management.queryByRole("button", { name: "Load More" })).toBeNull();
    const offsets = sent("GET", "/api/dashboard/bookings")
      .filter((r) => r.url.searchParams.get("status") === "all")
      .map((r) => r.url.searchParams.get("offset"));
    expect(offsets).toEqual(["0", "20"]);
  });

  it("sends the search to the server once typing pauses, not for every letter", async () => {
    server.use(
      ...dashboardHandlers({
        bookings: [
          makeBooking("b1", { name: "Asha Verma", destinationName: "Goa" }),
          makeBooking("b2", { name: "Rohan Das" }),
        ],
      }),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "Booking Management" }));
    const management = within(panel("Booking Management"));
    await management.findByText("Showing 2 of 2 bookings");
    await user.type(management.getByLabelText("Search bookings"), "goa");
    expect(await management.findByText("Showing 1 of 1 booking")).toBeTruthy();
    const searches = sent("GET", "/api/dashboard/bookings")
      .map((r) => r.url.searchParams.get("q"))
      .filter(Boolean);
    expect(searches).toEqual(["goa"]);
  });

  it("asks an admin for three letters before searching every guide's bookings", async () => {
    signedInAs("admin");
    server.use(
      ...dashboardHandlers({
        info: { role: "admin", guide: null },
        bookings: [makeBooking("b1", { name: "Asha Verma" })],
      }),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "Booking Management" }));
    const management = within(panel("Booking Management"));
    await management.findByText("Showing 1 of 1 booking");
    await user.type(management.getByLabelText("Search bookings"), "as{Enter}");
    expect(
      await management.findByText(
        "Type at least 3 letters or digits to search every guide's bookings.",
      ),
    ).toBeTruthy();
    expect(sent("GET", "/api/dashboard/bookings").some((r) => r.url.searchParams.has("q"))).toBe(
      false,
    );
    await user.type(management.getByLabelText("Search bookings"), "k{Enter}");
    expect(await management.findByText("No bookings match these filters.")).toBeTruthy();
    expect(sent("GET", "/api/dashboard/bookings").at(-1)?.url.searchParams.get("q")).toBe("ask");
  });

  it("pages the new requests too, soonest tour first", async () => {
    server.use(
      ...dashboardHandlers({
        bookings: Array.from({ length: 21 }, (_, i) =>
          makeBooking(`r${String(i).padStart(2, "0")}`, {
            name: `Requester ${i}`,
            startDate: daysFromToday(30 - i),
            endDate: daysFromToday(31 - i),
          }),
        ),
      }),
    );
    const { user } = renderDashboard();
    await screen.findByRole("article", { name: "Requester 20" });
    const requests = within(panel("New Booking Notifications"));
    expect(requests.getAllByRole("article")).toHaveLength(20);
    expect(requests.queryByRole("article", { name: "Requester 0" })).toBeNull();
    await user.click(requests.getByRole("button", { name: "Load More" }));
    expect(await requests.findByRole("article", { name: "Requester 0" })).toBeTruthy();
    expect(requests.queryByRole("button", { name: "Load More" })).toBeNull();
  });

  it("shows Booking Management as cards on a phone", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("max-width"),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    server.use(
      ...dashboardHandlers({
        bookings: [makeBooking("b1", { name: "Asha Verma", status: "confirmed" })],
      }),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "Booking Management" }));
    const management = panel("Booking Management");
    const list = await within(management).findByRole("list", { name: "Bookings" });
    expect(within(list).getByRole("article", { name: "Asha Verma" })).toBeTruthy();
    expect(within(management).queryByRole("table")).toBeNull();
  });

  it("shows an admin every guide's bookings with the guide's name, and no availability without a guide profile", async () => {
    signedInAs("admin");
    server.use(
      ...dashboardHandlers({
        info: { role: "admin", guide: null },
        bookings: [
          makeBooking("b1", { name: "Asha Verma", guide: { sno: 2, name: "Meera Iyer" } }),
        ],
      }),
    );
    const { user } = renderDashboard();
    const card = await screen.findByRole("article", { name: "Asha Verma" });
    expect(within(card).getByText("Meera Iyer")).toBeTruthy();
    expect(screen.queryByLabelText("Availability")).toBeNull();
    await user.click(await screen.findByRole("tab", { name: "Booking Management" }));
    const table = await within(panel("Booking Management")).findByRole("table", {
      name: "Bookings",
    });
    expect(within(table).getByRole("columnheader", { name: "Guide" })).toBeTruthy();
    expect(within(table).getByText("Meera Iyer")).toBeTruthy();
  });
});

describe("Guide dashboard: licence", () => {
  it("gives a guide a Licence tab with where their licence stands", async () => {
    server.use(
      ...dashboardHandlers(),
      ...licences.own({
        reply: { licence: makeLicence({ status: "verified" }), licensed: true },
      }),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole("tab", { name: "Licence" }));
    const licence = within(panel("Licence"));
    // The section's code loads when it is opened.
    expect(await licence.findByRole("heading", { name: "Licence" })).toBeTruthy();
    expect(await licence.findByText("Verified")).toBeTruthy();
    expect(licence.getByRole("link", { name: "View the document you uploaded" })).toBeTruthy();
  });

  it("has no Licence tab for an admin without a guide profile", async () => {
    signedInAs("admin");
    server.use(...dashboardHandlers({ info: { role: "admin", guide: null } }));
    renderDashboard();
    expect(await screen.findByRole("tab", { name: "New Booking Notifications" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Licence" })).toBeNull();
  });
});

/** Issue 16: one answer at a time about one thing; a later try's result replaces a stale one. */
describe("Guide dashboard toasts", () => {
  it("replaces 'Status update failed' with the success of the next try on the same request", async () => {
    let fail = true;
    server.use(...dashboardHandlers({ bookings: [makeBooking("b1", { name: "Asha Verma" })] }));
    server.use(
      http.post("/api/bookings/:id/accept", () =>
        fail ? HttpResponse.json({}, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderDashboard();
    const accept = async () =>
      user.click(
        within(await screen.findByRole("article", { name: "Asha Verma" })).getByRole("button", {
          name: "Accept",
        }),
      );
    await accept();
    expect((await toasts().findByRole("alert")).textContent).toBe("Status update failed");

    fail = false;
    await accept();
    expect(await toasts().findByText("Booking request from Asha Verma accepted.")).toBeTruthy();
    expect(toasts().queryByText("Status update failed")).toBeNull();
    expect(toasts().queryByRole("alert")).toBeNull();
  });

  it("shows one availability answer at a time: a success replaces the failure before it", async () => {
    let fail = true;
    server.use(...dashboardHandlers({ info: guideInfo(true) }));
    server.use(
      http.put("/api/dashboard/availability", async ({ request }) =>
        fail ? apiError(500, "INTERNAL", "Boom") : HttpResponse.json(await request.json()),
      ),
    );
    const { user } = renderDashboard();
    const select = await screen.findByLabelText("Availability");
    await user.selectOptions(select, "Not Available");
    expect(await toasts().findByText("Failed to update availability")).toBeTruthy();

    fail = false;
    await user.selectOptions(select, "Not Available");
    expect(await toasts().findByText("Availability updated successfully")).toBeTruthy();
    expect(toasts().queryByText("Failed to update availability")).toBeNull();
    expect(toasts().getAllByRole("status")).toHaveLength(1);
  });
});
