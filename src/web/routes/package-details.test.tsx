import { screen, within } from "@testing-library/react";
import { bookings } from "@tests/support/msw/handlers/bookings";
import { catalogue } from "@tests/support/msw/handlers/catalogue";
import { sent } from "@tests/support/msw/journal";
import { server } from "@tests/support/msw/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { polyfillDialog } from "@/web/components/ui/testing/polyfill-dialog";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { prefetchBookingForm } from "@/web/features/booking/booking-modal";
import { makePackageDetail } from "@/web/features/catalogue/testing/fixtures";
import PackageDetailsScreen from "./package-details";

// Counted, to show when the page asks for the booking form's code (the function is the real one).
vi.mock("@/web/features/booking/booking-modal", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/web/features/booking/booking-modal")>();
  return { ...actual, prefetchBookingForm: vi.fn(actual.prefetchBookingForm) };
});

vi.mock("@/web/lib/use-current-user", () => ({
  useCurrentUser: () => ({ user: null, isPending: false, refetch: async () => {} }),
}));

beforeAll(polyfillDialog);

// dest_1 and the fixture guides are the network's default answers; any other package is unknown.
function renderDetails(url: string, detail?: ReturnType<typeof makePackageDetail>) {
  if (detail) server.use(catalogue.packageDetail(detail));
  return renderWithProviders(<PackageDetailsScreen />, { url, path: "/packages/:id" });
}

const location = () => screen.getByTestId("location").textContent;

describe("Package details screen", () => {
  it.each(["/packages/agra", "/packages/dest_", "/packages/dest_0", "/packages/dest_abc"])(
    "redirects a malformed id (%s) to /packages without asking the server",
    async (url) => {
      renderDetails(url);
      expect(location()).toBe("/packages");
      expect(sent()).toHaveLength(0);
    },
  );

  it("redirects an unknown package to /packages", async () => {
    renderDetails("/packages/dest_999");
    await vi.waitFor(() => expect(location()).toBe("/packages"));
  });

  it("shows the hero, quick info and destinations", async () => {
    renderDetails("/packages/dest_1");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Agra: The Taj and Beyond" }),
    ).toBeTruthy();
    const quickInfo = within(screen.getByRole("region", { name: "Quick info" }));
    expect(screen.getAllByText("historical & cultural")[0].tagName).toBe("SPAN");
    expect(quickInfo.getByText("3 days / 2 nights")).toBeTruthy();
    expect(quickInfo.getByText("Best Time: October to March")).toBeTruthy();
    expect(quickInfo.getByText("From ₹23,600 per person")).toBeTruthy();
    const destinations = screen.getByRole("region", { name: "Destinations" });
    expect(
      within(destinations)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["North India", "Agra", "Fatehpur Sikri"]);
    expect(
      screen.getByRole("link", { name: "Contact our travel experts" }).getAttribute("href"),
    ).toBe("/contact-us");
  });

  it("falls back to Flexible, Year-round and 'Contact for pricing'", async () => {
    renderDetails(
      "/packages/dest_1",
      makePackageDetail({ durationDays: 0, bestSeason: "", price: 0 }),
    );
    const quickInfo = within(await screen.findByRole("region", { name: "Quick info" }));
    expect(quickInfo.getByText("Flexible")).toBeTruthy();
    expect(quickInfo.getByText("Best Time: Year-round")).toBeTruthy();
    expect(quickInfo.getByText("Contact for pricing")).toBeTruthy();
  });

  it("starts on Overview and switches tabs by click and arrow keys", async () => {
    const { user } = renderDetails("/packages/dest_1");
    const tablist = await screen.findByRole("tablist", { name: "Package details" });
    expect(
      within(tablist)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual([
      "Overview",
      "Itinerary",
      "Accommodation",
      "Cost Breakdown",
      "Inclusions/Exclusions",
      "Gallery",
      "Reviews",
    ]);
    const overview = screen.getByRole("tab", { name: "Overview" });
    expect(overview.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Overview" }).textContent).toContain(
      "Three days among the Mughal monuments",
    );

    await user.click(screen.getByRole("tab", { name: "Itinerary" }));
    expect(overview.getAttribute("aria-selected")).toBe("false");
    const itinerary = screen.getByRole("tabpanel", { name: "Itinerary" });
    expect(within(itinerary).getByText("Taj Mahal at sunrise")).toBeTruthy();
    expect(within(itinerary).getAllByRole("listitem")).toHaveLength(3);

    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Accommodation" }));
    expect(screen.getByRole("tabpanel", { name: "Accommodation" }).textContent).toContain(
      "Riverside Haveli",
    );
    await user.keyboard("{ArrowRight}");
    const cost = screen.getByRole("tabpanel", { name: "Cost Breakdown" });
    expect(within(cost).getByRole("rowheader", { name: "Tax (18%)" })).toBeTruthy();
    expect(within(cost).getByText("₹3,600")).toBeTruthy();
    expect(within(cost).getByText("₹20,000")).toBeTruthy();
    expect(within(cost).getByText("₹23,600")).toBeTruthy();

    await user.keyboard("{End}");
    const reviews = screen.getByRole("tabpanel", { name: "Reviews" });
    expect(within(reviews).getByText("4.5")).toBeTruthy();
    expect(within(reviews).getByText("Based on 2 reviews")).toBeTruthy();
    expect(within(reviews).getByText("Perfectly paced.")).toBeTruthy();

    await user.keyboard("{ArrowRight}");
    expect(overview.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Reviews" }).getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowLeft}");
    const gallery = screen.getByRole("tabpanel", { name: "Gallery" });
    expect(within(gallery).getAllByRole("figure")).toHaveLength(3);
    expect(within(gallery).getByText("Red walls of Agra Fort")).toBeTruthy();
    // Only the selected panel is shown; the rest stay hidden.
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
  });

  it("fetches the booking form's code when the reader points at Book Now or reaches it", async () => {
    const { user } = renderDetails("/packages/dest_1");
    const book = await screen.findByRole("button", { name: "Book Now" });
    expect(vi.mocked(prefetchBookingForm)).not.toHaveBeenCalled();
    await user.hover(book);
    expect(vi.mocked(prefetchBookingForm)).toHaveBeenCalledTimes(1);
    vi.mocked(prefetchBookingForm).mockClear();
    book.focus();
    expect(vi.mocked(prefetchBookingForm)).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens the booking modal with Book Now", async () => {
    server.use(bookings.availableGuides(), bookings.availableDates());
    const { user } = renderDetails("/packages/dest_1");
    await user.click(await screen.findByRole("button", { name: "Book Now" }));
    const dialog = screen.getByRole("dialog", { name: "Book Your Tour" });
    expect(within(dialog).getByText("Agra: The Taj and Beyond")).toBeTruthy();
    expect(await within(dialog).findByRole("combobox", { name: "Select a Guide" })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("Package details: a destination's closed season", () => {
  it("tells the traveller when the destination is closed every year", async () => {
    renderDetails(
      "/packages/dest_1",
      makePackageDetail({
        closures: [
          { startsOn: "06-16", endsOn: "10-15", reason: "the sanctuary closes for the monsoon" },
        ],
      }),
    );
    expect(
      await screen.findByText(
        "Closed every year from 16 June to 15 October: the sanctuary closes for the monsoon. No tour is offered that would fall in it.",
      ),
    ).toBeTruthy();
  });
});
