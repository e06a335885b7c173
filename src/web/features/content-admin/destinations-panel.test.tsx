import { screen, waitFor, within } from "@testing-library/react";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import type { Destination } from "@/shared/catalogue/types";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { PREVIEW_HIDDEN_TITLE } from "./content-preview";
import { DestinationsAdminPanel } from "./panels";
import { type ContentState, contentApi } from "./testing/content-api";
import { adminDestination } from "./testing/content-fixtures";

/** Stands in for the catalogue's card, which the route passes. */
const card = (d: Destination) => (
  <article aria-label="Card">
    {d.name}, {d.state}
  </article>
);

function setUp(destinations = [adminDestination(1)]) {
  const state: ContentState = { destinations, packages: [] };
  server.use(...contentApi(state));
  const view = renderWithProviders(<DestinationsAdminPanel renderCard={card} />);
  return { ...view, state };
}

function rowNames() {
  const table = screen.getByRole("table", { name: "Destinations" });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0].textContent);
}

const toasts = () => within(screen.getByRole("region", { name: "Notifications" }));

async function openNew(user: ReturnType<typeof setUp>["user"]) {
  await user.click(await screen.findByRole("button", { name: "New destination" }));
  return screen.findByRole("heading", { name: "New destination" });
}

describe("Destinations admin panel", () => {
  it("lists destinations with status and date, filters by status, searches and pages", async () => {
    const destinations = [
      adminDestination(1, { name: "Udaipur", status: "published" }),
      adminDestination(2, { name: "Hampi", status: "draft" }),
      adminDestination(3, { name: "Old Goa", status: "archived" }),
      ...Array.from({ length: 20 }, (_, i) =>
        adminDestination(100 + i, { name: `Town ${i}`, updatedAt: "2025-01-01T10:00:00.000Z" }),
      ),
    ];
    const { user } = setUp(destinations);

    expect(await screen.findByRole("button", { name: "Old Goa" })).toBeTruthy();
    expect(rowNames().slice(0, 3)).toEqual(["Old Goa", "Hampi", "Udaipur"]);
    const hampi = screen.getByRole("button", { name: "Hampi" }).closest("tr") as HTMLElement;
    expect(within(hampi).getByText("Draft")).toBeTruthy();
    expect(within(hampi).getByText("2 June 2025")).toBeTruthy();
    expect(within(hampi).getByText("Rajasthan, West India")).toBeTruthy();
    expect(screen.getByText("23 destinations")).toBeTruthy();
    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 2 of 2")).toBeTruthy();
    await waitFor(() => expect(rowNames()).toHaveLength(3));

    await user.selectOptions(screen.getByLabelText("Status"), "draft");
    await waitFor(() => expect(rowNames()).toEqual(["Hampi"]));
    expect(screen.getByText("Page 1 of 1")).toBeTruthy();
    const last = sent("GET", "/api/admin/destinations").at(-1);
    expect(last?.url.searchParams.get("status")).toBe("draft");
    expect(last?.url.searchParams.get("page")).toBe("1");

    await user.selectOptions(screen.getByLabelText("Status"), "all");
    await user.type(screen.getByRole("searchbox", { name: "Search destinations" }), "goa{Enter}");
    await waitFor(() => expect(rowNames()).toEqual(["Old Goa"]));
    expect(screen.getByText("1 destination matching “goa”")).toBeTruthy();
    const archived = screen.getByRole("button", { name: "Old Goa" }).closest("tr") as HTMLElement;
    expect(within(archived).getByText("Archived")).toBeTruthy();

    await user.clear(screen.getByRole("searchbox", { name: "Search destinations" }));
    await user.type(screen.getByRole("searchbox", { name: "Search destinations" }), "zzz{Enter}");
    expect(await screen.findByText("No destinations match.")).toBeTruthy();
  });

  it("shows the schema's messages beside the fields and sends nothing", async () => {
    const { user } = setUp();
    await openNew(user);
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Choose at least one interest")).toBeTruthy();
    expect(screen.getByText("Average price must be a number")).toBeTruthy();
    expect(screen.getByText(/^Choose a region: North India/)).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Some fields need attention");
    const name = screen.getByLabelText("Name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(name.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Name is required",
    );

    await user.type(screen.getByLabelText("Average price per person (₹)"), "0");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Average price must be more than ₹0")).toBeTruthy();
    expect(sent("POST", "/api/admin/destinations")).toHaveLength(0);
  });

  it("creates a draft, puts the server's field errors on their fields and keeps the input", async () => {
    const { user, state } = setUp();
    await openNew(user);
    await user.type(screen.getByLabelText("Name"), "Udaipur");
    await user.type(screen.getByLabelText("State"), "Rajasthan");
    await user.selectOptions(screen.getByLabelText("Region"), "West India");
    await user.selectOptions(screen.getByLabelText("Difficulty"), "Easy");
    await user.type(screen.getByLabelText("Best season"), "October to March");
    await user.type(screen.getByLabelText("Average price per person (₹)"), "15000");
    await user.type(screen.getByLabelText("Description"), "<b>Lakes</b> and palaces.");
    await user.click(screen.getByRole("checkbox", { name: "Historical" }));
    await user.click(screen.getByRole("checkbox", { name: "Cultural" }));
    await user.type(screen.getByLabelText("Picture description"), "The city palace at dusk");
    await user.type(screen.getByLabelText("Name in Hindi"), "उदयपुर");

    server.use(
      http.post("/api/admin/destinations", () =>
        apiError(422, "VALIDATION_FAILED", "Check the highlighted fields.", {
          name: "A destination called Udaipur already exists",
        }),
      ),
    );
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("A destination called Udaipur already exists")).toBeTruthy();
    const name = screen.getByLabelText("Name") as HTMLInputElement;
    expect(document.getElementById(name.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "A destination called Udaipur already exists",
    );
    expect(screen.getByRole("alert").textContent).toContain("Check the highlighted fields.");
    expect(name.value).toBe("Udaipur");
    expect((screen.getByLabelText("Description") as HTMLTextAreaElement).value).toBe(
      "<b>Lakes</b> and palaces.",
    );

    server.resetHandlers();
    server.use(...contentApi(state));
    await user.clear(name);
    await user.type(name, "Udaipur city");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await toasts().findByText("Udaipur city is saved as a draft.")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Edit Udaipur city" })).toBeTruthy();
    const [, created] = sent("POST", "/api/admin/destinations");
    expect(created.body).toEqual({
      name: "Udaipur city",
      state: "Rajasthan",
      region: "West India",
      description: "<b>Lakes</b> and palaces.",
      bestSeason: "October to March",
      interests: ["historical", "cultural"],
      avgPrice: 15000,
      difficulty: "Easy",
      featured: false,
      imageAlt: "The city palace at dusk",
      altNames: "",
      photoId: null,
      // No coordinates typed: the destination is listed under the map, not on it.
      latitude: null,
      longitude: null,
      // Hindi left empty is sent empty: the server keeps none and the card shows English.
      hi: { name: "उदयपुर", state: "", description: "", bestSeason: "", imageAlt: "" },
    });
    expect(state.destinations.at(-1)?.status).toBe("draft");
  });

  it("sends the coordinates typed, and refuses half a place or one outside India before sending", async () => {
    const { user } = setUp();
    await openNew(user);
    await user.type(screen.getByLabelText("Name"), "Mawsynram");
    await user.type(screen.getByLabelText("State"), "Meghalaya");
    await user.selectOptions(screen.getByLabelText("Region"), "North India");
    await user.selectOptions(screen.getByLabelText("Difficulty"), "Easy");
    await user.type(screen.getByLabelText("Best season"), "October to May");
    await user.type(screen.getByLabelText("Average price per person (₹)"), "12000");
    await user.type(screen.getByLabelText("Description"), "Rain and root bridges.");
    await user.click(screen.getByRole("checkbox", { name: "Nature" }));
    await user.type(screen.getByLabelText("Picture description"), "Clouds over green hills");

    const latitude = screen.getByLabelText("Latitude (optional)");
    const longitude = screen.getByLabelText("Longitude (optional)");
    await user.type(latitude, "25.2975");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Give the longitude too, or neither")).toBeTruthy();
    await user.type(longitude, "120");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Longitude must be between 68 and 98 (in India)")).toBeTruthy();
    expect(sent("POST", "/api/admin/destinations")).toHaveLength(0);

    await user.clear(longitude);
    await user.type(longitude, "91.5826");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await toasts().findByText("Mawsynram is saved as a draft.")).toBeTruthy();
    const [created] = sent("POST", "/api/admin/destinations");
    expect(created.body).toMatchObject({ latitude: 25.2975, longitude: 91.5826 });
  });

  it("shows the saved Hindi and what is not yet translated, and sends an edited Hindi text", async () => {
    const { user } = setUp([
      adminDestination(8, {
        name: "Jaipur",
        status: "draft",
        hi: { name: "जयपुर", description: "<b>गुलाबी</b> शहर" },
        missingHindi: ["state", "bestSeason", "imageAlt"],
      }),
    ]);
    await user.click(await screen.findByRole("button", { name: "Jaipur" }));
    expect(
      await screen.findByText("Not yet in Hindi: state, best season, picture description."),
    ).toBeTruthy();
    const name = screen.getByLabelText("Name in Hindi") as HTMLInputElement;
    expect(name.value).toBe("जयपुर");
    expect(name.lang).toBe("hi");
    expect((screen.getByLabelText("Description in Hindi") as HTMLTextAreaElement).value).toBe(
      "<b>गुलाबी</b> शहर",
    );
    await user.type(screen.getByLabelText("State in Hindi"), "राजस्थान");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(sent("PUT", "/api/admin/destinations/8")).toHaveLength(1));
    const [put] = sent("PUT", "/api/admin/destinations/8");
    expect((put.body as { hi: unknown }).hi).toMatchObject({
      name: "जयपुर",
      state: "राजस्थान",
      description: "<b>गुलाबी</b> शहर",
    });
  });

  it("keeps the input and shows the message when the server fails", async () => {
    const { user } = setUp([adminDestination(4, { name: "Kochi", status: "draft" })]);
    await user.click(await screen.findByRole("button", { name: "Kochi" }));
    const description = await screen.findByLabelText("Description");
    await user.clear(description);
    await user.type(description, "Spice markets and backwaters.");
    server.use(
      http.put("/api/admin/destinations/4", () =>
        apiError(503, "SERVICE_UNAVAILABLE", "We can't reach our database right now."),
      ),
    );
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "We can't reach our database right now.",
    );
    expect((screen.getByLabelText("Description") as HTMLTextAreaElement).value).toBe(
      "Spice markets and backwaters.",
    );
  });

  it("previews the saved draft, publishes and unpublishes it", async () => {
    const { user, state } = setUp([adminDestination(5, { name: "Hampi", status: "draft" })]);
    await user.click(await screen.findByRole("button", { name: "Hampi" }));
    expect(await screen.findByRole("heading", { name: "Edit Hampi" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Preview" }));
    const preview = await screen.findByRole("region", { name: PREVIEW_HIDDEN_TITLE });
    expect(within(preview).getByRole("article", { name: "Card" }).textContent).toBe(
      "Hampi, Rajasthan",
    );
    expect(document.activeElement?.textContent).toBe(PREVIEW_HIDDEN_TITLE);
    await user.click(within(preview).getByRole("button", { name: "Back to editing" }));
    expect(screen.queryByRole("region", { name: PREVIEW_HIDDEN_TITLE })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(
      await toasts().findByText("Hampi is published: travellers can see it now."),
    ).toBeTruthy();
    expect(sent("POST", "/api/admin/destinations/5/publish")).toHaveLength(1);
    expect(state.destinations[0].status).toBe("published");
    expect(screen.getByText("Published")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Unpublish" }));
    expect(
      await toasts().findByText("Hampi is unpublished: travellers no longer see it."),
    ).toBeTruthy();
    expect(sent("POST", "/api/admin/destinations/5/unpublish")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Publish" })).toBeTruthy();
  });

  it("publishing saves pending changes first", async () => {
    const { user } = setUp([adminDestination(6, { name: "Gokarna", status: "draft" })]);
    await user.click(await screen.findByRole("button", { name: "Gokarna" }));
    await user.clear(await screen.findByLabelText("Best season"));
    await user.type(screen.getByLabelText("Best season"), "November to February");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(
      await toasts().findByText("Gokarna is published: travellers can see it now."),
    ).toBeTruthy();
    const [put] = sent("PUT", "/api/admin/destinations/6");
    expect((put.body as { bestSeason: string }).bestSeason).toBe("November to February");
    const order = sent()
      .filter((r) => r.method !== "GET")
      .map((r) => `${r.method} ${r.url.pathname}`);
    expect(order).toEqual([
      "PUT /api/admin/destinations/6",
      "POST /api/admin/destinations/6/publish",
    ]);
  });

  it("shows why a destination with bookings cannot be deleted, and archives it instead", async () => {
    const { user, state } = setUp([
      adminDestination(7, { name: "Agra", status: "published", bookingCount: 3 }),
    ]);
    await user.click(await screen.findByRole("button", { name: "Agra" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete destination" });
    expect(within(dialog).getByText(/It has 3 bookings/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Delete permanently" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Agra has bookings, so it cannot be deleted: archive it instead.",
    );
    expect(state.destinations).toHaveLength(1);

    await user.click(within(dialog).getByRole("button", { name: "Archive instead" }));
    expect(await toasts().findByText("Agra is archived.")).toBeTruthy();
    expect(sent("POST", "/api/admin/destinations/7/archive")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText(/This destination is archived/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save draft" })).toBeNull();
  });

  it("deletes a destination without bookings after confirming, back to the list", async () => {
    const { user, state } = setUp([
      adminDestination(8, { name: "Ziro", status: "draft" }),
      adminDestination(9, { name: "Majuli", status: "draft" }),
    ]);
    await user.click(await screen.findByRole("button", { name: "Ziro" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete destination" });
    await user.click(within(dialog).getByRole("button", { name: "Delete permanently" }));
    expect(await toasts().findByText("Ziro was deleted.")).toBeTruthy();
    expect(state.destinations.map((d) => d.name)).toEqual(["Majuli"]);
    await waitFor(() => expect(rowNames()).toEqual(["Majuli"]));
  });

  it("asks before leaving unsaved changes, and goes back without asking when there are none", async () => {
    const { user } = setUp([adminDestination(10, { name: "Orchha", status: "draft" })]);
    await user.click(await screen.findByRole("button", { name: "Orchha" }));
    await user.type(await screen.findByLabelText("Name"), " town");
    await user.click(screen.getByRole("button", { name: "← Back to destinations" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Orchha town");

    await user.click(screen.getByRole("button", { name: "← Back to destinations" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Leave without saving?" })).getByRole(
        "button",
        { name: "Discard changes" },
      ),
    );
    const back = await screen.findByRole("button", { name: "Orchha" });
    await waitFor(() => expect(document.activeElement).toBe(back));
  });
});
