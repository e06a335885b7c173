import { screen, waitFor, within } from "@testing-library/react";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type { PackageInput } from "@/shared/content/schema";
import type { PhotoView } from "@/shared/photos/types";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { PREVIEW_HIDDEN_TITLE, type RenderPackageDetails } from "./content-preview";
import { PackagesAdminPanel } from "./panels";
import { type ContentState, contentApi } from "./testing/content-api";
import { adminDestination, adminPackage } from "./testing/content-fixtures";

/** Stands in for the catalogue's package page, which the route passes. */
const details: RenderPackageDetails = ({ pkg, onClose, renderBooking }) => (
  <article aria-label="Package page">
    <p>
      {pkg.name}: {pkg.itinerary.map((day) => `Day ${day.day} ${day.title}`).join(", ")}
    </p>
    <button type="button" onClick={onClose}>
      Close package
    </button>
    {renderBooking({ open: true, onClose: () => {} })}
  </article>
);

function setUp(packages = [adminPackage(1)], destinations = [adminDestination(1)]) {
  const state: ContentState = { destinations, packages };
  server.use(...contentApi(state));
  const view = renderWithProviders(<PackagesAdminPanel renderDetails={details} />);
  return { ...view, state };
}

type User = ReturnType<typeof setUp>["user"];

const toasts = () => within(screen.getByRole("region", { name: "Notifications" }));
const group = (name: string) => screen.getByRole("group", { name });

function rowNames() {
  const table = screen.getByRole("table", { name: "Packages" });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0].textContent);
}

async function open(user: User, name: string) {
  await user.click(await screen.findByRole("button", { name }));
  return screen.findByRole("heading", { name: `Edit ${name}` });
}

describe("Packages admin panel", () => {
  it("lists packages with their destination, status and date, and filters by status", async () => {
    const { user } = setUp([
      adminPackage(1, { name: "Lakes of Udaipur", status: "published" }),
      adminPackage(2, { name: "Hampi ruins walk", status: "draft", destinationName: "Hampi" }),
      adminPackage(3, {
        name: "Ziro festival",
        status: "published",
        destinationStatus: "unpublished",
        updatedAt: "2025-01-01T10:00:00.000Z",
      }),
    ]);
    expect(await screen.findByRole("button", { name: "Lakes of Udaipur" })).toBeTruthy();
    const hampi = screen.getByRole("button", { name: "Hampi ruins walk" }).closest("tr");
    const cells = within(hampi as HTMLElement).getAllByRole("cell");
    expect(cells.map((c) => c.textContent)).toEqual([
      "Hampi ruins walk",
      "Hampi",
      "3",
      "₹23,600",
      "Draft",
      "2 July 2025",
    ]);
    const ziro = screen.getByRole("button", { name: "Ziro festival" }).closest("tr");
    expect(
      within(ziro as HTMLElement).getByText("Hidden: its destination is not published"),
    ).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Status"), "published");
    await waitFor(() => expect(rowNames()).toEqual(["Lakes of Udaipur", "Ziro festival"]));
    expect(sent("GET", "/api/admin/packages").at(-1)?.url.searchParams.get("status")).toBe(
      "published",
    );
  });

  it("checks a new package with the shared schema before anything is sent", async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole("button", { name: "New package" }));
    await screen.findByRole("heading", { name: "New package" });
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Choose a destination")).toBeTruthy();
    expect(screen.getByText("Duration must be a number of days")).toBeTruthy();
    expect(screen.getByText("Remove the empty highlight or fill it in")).toBeTruthy();
    expect(within(group("Day 1")).getByText("Day title is required")).toBeTruthy();
    expect(within(group("Cost line 1")).getByText("Amount must be a number")).toBeTruthy();

    // Two days for a one-day tour, and cost lines that come to nothing.
    await user.type(screen.getByLabelText("Duration (days)"), "1");
    await user.type(within(group("Day 1")).getByLabelText("Title"), "Arrival");
    await user.type(within(group("Day 1")).getByLabelText("Description"), "Check in.");
    await user.click(screen.getByRole("button", { name: "Add a day" }));
    await user.type(within(group("Day 2")).getByLabelText("Title"), "Departure");
    await user.type(within(group("Day 2")).getByLabelText("Description"), "Check out.");
    await user.type(within(group("Cost line 1")).getByLabelText("What it pays for"), "Guide");
    await user.type(within(group("Cost line 1")).getByLabelText("Amount (₹)"), "0");
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    const itinerary = group("Itinerary");
    expect(
      await within(itinerary).findByText("The itinerary has 2 days but the tour lasts 1 day"),
    ).toBeTruthy();
    expect(itinerary.getAttribute("aria-describedby")).toContain(
      within(itinerary).getByText("The itinerary has 2 days but the tour lasts 1 day").id,
    );
    const price = screen.getByLabelText("Price per person, tax included");
    expect((price as HTMLInputElement).value).toBe("₹0");
    expect(
      document.getElementById(price.getAttribute("aria-describedby")?.split(" ").at(-1) ?? "")
        ?.textContent,
    ).toBe("Price must be more than ₹0");
    expect(sent("POST", "/api/admin/packages")).toHaveLength(0);
  });

  it("creates a package with days renumbered as ordered and the price worked out", async () => {
    const { user, state } = setUp(
      [],
      [adminDestination(1), adminDestination(2, { name: "Hampi" })],
    );
    await user.click(await screen.findByRole("button", { name: "New package" }));
    await screen.findByRole("heading", { name: "New package" });

    await user.type(screen.getByRole("combobox", { name: "Destination" }), "ham");
    await user.click(await screen.findByRole("option", { name: /^Hampi/ }));
    await user.type(screen.getByLabelText("Name"), "Boulders of Hampi");
    await user.type(screen.getByLabelText("Overview"), "Temples among boulders.");
    await user.selectOptions(screen.getByLabelText("Difficulty"), "Moderate");
    await user.type(screen.getByLabelText("Duration (days)"), "2");
    await user.type(screen.getByLabelText("Picture description"), "Boulders at sunset");
    await user.type(screen.getByLabelText("Highlight 1"), "Virupaksha temple");

    await user.type(within(group("Day 1")).getByLabelText("Title"), "Bazaar");
    await user.type(within(group("Day 1")).getByLabelText("Description"), "The old bazaar.");
    await user.click(within(group("Day 1")).getByRole("checkbox", { name: "Dinner" }));
    await user.click(screen.getByRole("button", { name: "Add a day" }));
    // Focus lands in the new day, ready to type.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(group("Day 2")).getByLabelText("Title")),
    );
    await user.keyboard("Arrival");
    await user.type(within(group("Day 2")).getByLabelText("Description"), "Meet at Hospet.");
    await user.type(within(group("Day 2")).getByLabelText("Stay (optional)"), "Hampi camp");
    // Arrival comes first: moving it up makes it day 1.
    const up = screen.getByRole("button", { name: "Move Day 2 up" });
    up.focus();
    await user.keyboard("{Enter}");
    expect((within(group("Day 1")).getByLabelText("Title") as HTMLInputElement).value).toBe(
      "Arrival",
    );
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move Day 1 down" }));

    await user.type(within(group("Cost line 1")).getByLabelText("What it pays for"), "Guide");
    await user.type(within(group("Cost line 1")).getByLabelText("Amount (₹)"), "5000");
    await user.click(screen.getByRole("button", { name: "Add a cost line" }));
    await user.type(within(group("Cost line 2")).getByLabelText("What it pays for"), "Camp");
    await user.type(within(group("Cost line 2")).getByLabelText("Amount (₹)"), "3000");
    expect(
      (screen.getByLabelText("Price per person, tax included") as HTMLInputElement).value,
    ).toBe("₹9,440");
    await user.click(screen.getByRole("button", { name: "Add an inclusion" }));
    await user.keyboard("Entry tickets");

    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await toasts().findByText("Boulders of Hampi is saved as a draft.")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Edit Boulders of Hampi" })).toBeTruthy();
    const body = sent("POST", "/api/admin/packages")[0].body as PackageInput;
    expect(body).toMatchObject({
      destinationSrNo: 2,
      name: "Boulders of Hampi",
      durationDays: 2,
      price: 9440,
      season: "",
      highlights: ["Virupaksha temple"],
      inclusions: ["Entry tickets"],
      exclusions: [],
      accommodation: [],
      gallery: [],
      costItems: [
        { label: "Guide", amount: 5000 },
        { label: "Camp", amount: 3000 },
      ],
      itinerary: [
        {
          dayNumber: 1,
          title: "Arrival",
          description: "Meet at Hospet.",
          meals: [],
          stay: "Hampi camp",
        },
        {
          dayNumber: 2,
          title: "Bazaar",
          description: "The old bazaar.",
          meals: ["Dinner"],
          stay: "",
        },
      ],
    });
    expect(state.packages[0].status).toBe("draft");
  });

  it("puts the server's field errors on the right day and list, keeping what was typed", async () => {
    const { user } = setUp();
    await open(user, "Tour 1");
    const day2Title = within(group("Day 2")).getByLabelText("Title") as HTMLInputElement;
    await user.clear(day2Title);
    await user.type(day2Title, "The fort <script>");
    server.use(
      http.put("/api/admin/packages/1", () =>
        apiError(422, "VALIDATION_FAILED", "Check the highlighted fields.", {
          "itinerary.1.title": "Day titles must differ",
          "accommodation.0.nights": "At most 60 nights",
          accommodation: "The stays add up to 9 nights but the tour lasts 3 days",
          name: "A package called Tour 1 already exists",
          "itinerary.0.meals.1": "Each meal must be at most 40 characters",
          "gallery.0.image": "That drawing is not one of this package's",
        }),
      ),
    );
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    expect(await within(group("Day 2")).findByText("Day titles must differ")).toBeTruthy();
    expect(day2Title.getAttribute("aria-invalid")).toBe("true");
    expect(within(group("Day 1")).queryByText("Day titles must differ")).toBeNull();
    expect(
      within(group("Accommodation")).getByText(
        "The stays add up to 9 nights but the tour lasts 3 days",
      ),
    ).toBeTruthy();
    // A list's own message and its rows' messages stand side by side.
    expect(within(group("Stay 1")).getByText("At most 60 nights")).toBeTruthy();
    const name = within(screen.getByRole("region", { name: "About the package" })).getByLabelText(
      "Name",
    );
    expect(document.getElementById(name.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "A package called Tour 1 already exists",
    );
    expect(
      within(group("Day 1")).getByText("Each meal must be at most 40 characters"),
    ).toBeTruthy();
    // What no field shows is said in the form's summary.
    expect(screen.getByRole("alert").textContent).toBe(
      "Check the highlighted fields. That drawing is not one of this package's",
    );
    expect(day2Title.value).toBe("The fort <script>");
  });

  it("previews the draft with the public page, publishes and unpublishes it", async () => {
    const { user, state } = setUp();
    await open(user, "Tour 1");
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const preview = await screen.findByRole("region", { name: PREVIEW_HIDDEN_TITLE });
    expect(within(preview).getByRole("article", { name: "Package page" }).textContent).toContain(
      "Tour 1: Day 1 Arrival, Day 2 The fort",
    );
    expect(within(preview).getByRole("dialog", { name: "Booking is off in the preview" }));
    await user.click(within(preview).getByRole("button", { name: "Close package" }));

    await user.click(await screen.findByRole("button", { name: "Publish" }));
    expect(
      await toasts().findByText("Tour 1 is published: travellers can see it now."),
    ).toBeTruthy();
    expect(sent("POST", "/api/admin/packages/1/publish")).toHaveLength(1);
    expect(state.packages[0].status).toBe("published");
    await user.click(screen.getByRole("button", { name: "Unpublish" }));
    expect(
      await toasts().findByText("Tour 1 is unpublished: travellers no longer see it."),
    ).toBeTruthy();
    expect(sent("POST", "/api/admin/packages/1/unpublish")).toHaveLength(1);
    expect(state.packages[0].status).toBe("unpublished");
  });

  it("edits the package's and each row's Hindi beside the English", async () => {
    const base = adminPackage(1);
    const { user } = setUp([
      adminPackage(1, {
        hi: { name: "टूर एक", highlights: ["किले पर सूर्योदय"] },
        missingHindi: ["description", "imageAlt", "inclusions", "exclusions"],
        itinerary: base.itinerary.map((day) => ({
          ...day,
          hi: { title: "दिन" },
          missingHindi: ["description"],
        })),
      }),
    ]);
    await open(user, "Tour 1");
    expect(
      await screen.findByText(
        "Not yet in Hindi: overview, picture description, inclusions, exclusions.",
      ),
    ).toBeTruthy();
    const hindi = within(screen.getByRole("region", { name: "Hindi" }));
    expect((hindi.getByLabelText("Name in Hindi") as HTMLInputElement).value).toBe("टूर एक");
    expect((screen.getByLabelText("Hindi highlight 1") as HTMLInputElement).value).toBe(
      "किले पर सूर्योदय",
    );
    await user.type(screen.getByLabelText("Overview in Hindi"), "एक <b>छोटा</b> टूर");
    await user.click(screen.getByRole("button", { name: "Add an inclusion in Hindi" }));
    await user.type(screen.getByLabelText("Hindi inclusion 1"), "नाश्ता");
    const day1 = group("Day 1");
    expect((within(day1).getByLabelText("Title in Hindi") as HTMLInputElement).value).toBe("दिन");
    await user.type(within(day1).getByLabelText("Description in Hindi"), "स्टेशन पर मिलना");
    await user.type(within(group("Stay 1")).getByLabelText("Name in Hindi"), "झील होटल");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(sent("PUT", "/api/admin/packages/1")).toHaveLength(1));
    const body = sent("PUT", "/api/admin/packages/1")[0].body as PackageInput;
    expect(body.hi).toMatchObject({
      name: "टूर एक",
      description: "एक <b>छोटा</b> टूर",
      highlights: ["किले पर सूर्योदय"],
      inclusions: ["नाश्ता"],
      exclusions: [],
    });
    expect(body.itinerary[0].hi).toEqual({
      title: "दिन",
      description: "स्टेशन पर मिलना",
      stay: "",
    });
    expect(body.itinerary[1].hi).toMatchObject({ title: "दिन" });
    expect(body.accommodation[0].hi).toMatchObject({ name: "झील होटल", type: "" });
    expect(body.costItems[0].hi).toEqual({ label: "" });
  });

  it("says why the server refused to publish", async () => {
    const { user } = setUp();
    await open(user, "Tour 1");
    server.use(
      http.post("/api/admin/packages/1/publish", () =>
        apiError(409, "CONFLICT", "Publish its destination, Place 1, first."),
      ),
    );
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Publish its destination, Place 1, first.",
    );
    expect(screen.getByText("Draft")).toBeTruthy();
  });

  it("shows the 409 when a package with bookings is deleted", async () => {
    const { user, state } = setUp([adminPackage(3, { name: "Tour 3", bookingCount: 1 })]);
    await open(user, "Tour 3");
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete package" });
    await user.click(within(dialog).getByRole("button", { name: "Delete permanently" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Tour 3 has bookings, so it cannot be deleted: archive it instead.",
    );
    expect(within(dialog).getByRole("button", { name: "Archive instead" })).toBeTruthy();
    expect(state.packages).toHaveLength(1);
  });

  it("adds a gallery picture with an uploaded photo and sends its id", async () => {
    const photo: PhotoView = {
      id: "0b6f1c0e-7c1a-4f51-9d43-3f1de0a1c001",
      width: 1600,
      height: 1200,
      placeholder: "",
      avif: "/uploads/boulders-400.avif 400w",
      webp: "/uploads/boulders-400.webp 400w",
      src: "/uploads/boulders-800.webp",
    };
    const { user } = setUp();
    server.use(http.post("/api/admin/photos", () => HttpResponse.json({ photo }, { status: 201 })));
    await open(user, "Tour 1");
    await user.click(screen.getByRole("button", { name: "Add a picture" }));
    const picture = group("Picture 1");
    await user.upload(
      within(picture).getByLabelText("Photo"),
      new File([new Uint8Array([1, 2, 3])], "boulders.jpg", { type: "image/jpeg" }),
    );
    expect(await within(picture).findByRole("button", { name: "Remove photo" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(
      await within(picture).findByText("A description of the picture is required"),
    ).toBeTruthy();
    expect(sent("PUT", "/api/admin/packages/1")).toHaveLength(0);

    await user.type(within(picture).getByLabelText("Picture description"), "Boulders at dusk");
    await user.type(within(picture).getByLabelText("Caption (optional)"), "Hampi from Matanga");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await toasts().findByText("Tour 1 is saved as a draft.")).toBeTruthy();
    const body = sent("PUT", "/api/admin/packages/1")[0].body as PackageInput;
    expect(body.gallery).toEqual([
      {
        photoId: photo.id,
        alt: "Boulders at dusk",
        caption: "Hampi from Matanga",
        hi: { alt: "", caption: "" },
      },
    ]);
  });

  it("removes and reorders list rows from the keyboard", async () => {
    const { user } = setUp([
      adminPackage(4, { name: "Tour 4", highlights: ["Fort", "Lake", "Market"] }),
    ]);
    await open(user, "Tour 4");
    const highlights = () =>
      within(group("Highlights"))
        .getAllByRole("textbox")
        .map((input) => (input as HTMLInputElement).value);
    screen.getByRole("button", { name: "Move Highlight 3 up" }).focus();
    await user.keyboard("{Enter}");
    expect(highlights()).toEqual(["Fort", "Market", "Lake"]);
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: "Move Highlight 2 up" }),
    );
    await user.keyboard("{Enter}");
    expect(highlights()).toEqual(["Market", "Fort", "Lake"]);
    // At the top, "up" is disabled: focus moves to "down" rather than being lost.
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: "Move Highlight 1 down" }),
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove Highlight 1" }));
    await user.keyboard("{Enter}");
    expect(highlights()).toEqual(["Fort", "Lake"]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove Highlight 1" }));
    expect(within(group("Highlights")).getByText("Highlight 1 removed.")).toBeTruthy();
  });
});
