import { fireEvent, screen, within } from "@testing-library/react";
import { catalogue } from "@tests/support/msw/handlers/catalogue";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { addDays, todayInIndia } from "@/shared/dates";
import { formatDate } from "@/web/lib/format";

const TRIP = addDays(todayInIndia(), 40);

import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { makeDestinations } from "@/web/features/catalogue/testing/fixtures";
import DestinationsScreen from "./destinations";

// The fourteen fixture destinations are the network's default answer.
function renderDestinations(url = "/destinations") {
  return renderWithProviders(<DestinationsScreen />, { url, path: "/destinations" });
}

const cardNames = () =>
  within(screen.getByRole("region", { name: "Destinations" }))
    .queryAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

describe("Destinations screen", () => {
  it("shows the hero and the loading text, then the first six cards", async () => {
    renderDestinations();
    expect(screen.getByRole("heading", { level: 1, name: "Explore Destinations" })).toBeTruthy();
    expect(screen.getByText("Discover the most beautiful places in India")).toBeTruthy();
    expect(screen.getByText("Loading amazing destinations...")).toBeTruthy();
    expect(await screen.findByText("Showing 6 of 14 destinations")).toBeTruthy();
    expect(cardNames()).toHaveLength(6);
    // Popularity: the featured places first, then rating descending.
    expect(cardNames().slice(0, 2)).toEqual(["Place 02", "Place 01"]);
  });

  it("adds six cards per Load More and hides the button when all are shown", async () => {
    const { user } = renderDestinations();
    await screen.findByText("Showing 6 of 14 destinations");
    await user.click(screen.getByRole("button", { name: "Load More" }));
    expect(screen.getByText("Showing 12 of 14 destinations")).toBeTruthy();
    expect(cardNames()).toHaveLength(12);
    await user.click(screen.getByRole("button", { name: "Load More" }));
    expect(screen.getByText("Showing 14 of 14 destinations")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load More" })).toBeNull();
  });

  it("searches name and description and keeps the search in the address", async () => {
    const { user } = renderDestinations();
    await screen.findByText("Showing 6 of 14 destinations");
    await user.type(screen.getByRole("searchbox", { name: "Search destinations" }), "MARBLE");
    expect(await screen.findByText("Showing 1 of 1 destinations")).toBeTruthy();
    // The server is asked once typing pauses, not once per letter.
    expect(sent("GET", "/api/destinations/search").map((r) => r.url.searchParams.get("q"))).toEqual(
      ["", "MARBLE"],
    );
    expect(cardNames()).toEqual(["Place 07"]);
    expect(screen.getByTestId("location").textContent).toBe("/destinations?q=MARBLE");
    expect(screen.getByRole("searchbox").getAttribute("placeholder")).toBe(
      "Search destinations...",
    );
  });

  it("filters by region and interest, and offers a reset when nothing matches", async () => {
    const { user } = renderDestinations();
    await screen.findByText("Showing 6 of 14 destinations");
    const regions = screen.getByRole("group", { name: "Region" });
    expect(
      within(regions)
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.textContent),
    ).toEqual([
      "All Regions",
      "North India",
      "West India",
      "South India",
      "Islands",
      "Central India",
    ]);
    await user.click(within(regions).getByRole("radio", { name: "Islands" }));
    expect(screen.getByText("Showing 3 of 3 destinations")).toBeTruthy();

    const interests = screen.getByRole("group", { name: "Interests" });
    expect(within(interests).getAllByRole("radio")).toHaveLength(10);
    await user.click(within(interests).getByRole("radio", { name: "Historical" }));
    expect(screen.getByText("Showing 0 of 0 destinations")).toBeTruthy();
    expect(screen.getByText("No destinations match your filters")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Reset filters" }));
    expect(screen.getByText("Showing 6 of 14 destinations")).toBeTruthy();
    expect(within(regions).getByRole("radio", { name: "All Regions" })).toHaveProperty(
      "checked",
      true,
    );
    expect(screen.getByTestId("location").textContent).toBe("/destinations");
  });

  it("filters by price with inclusive sliders showing rupees", async () => {
    renderDestinations();
    await screen.findByText("Showing 6 of 14 destinations");
    const max = screen.getByRole("slider", { name: "Maximum price" });
    expect(max.getAttribute("step")).toBe("1000");
    fireEvent.change(max, { target: { value: "20000" } });
    expect(await screen.findByText("Showing 4 of 4 destinations")).toBeTruthy();
    expect(max.getAttribute("aria-valuetext")).toBe("₹20,000");
    fireEvent.change(screen.getByRole("slider", { name: "Minimum price" }), {
      target: { value: "20000" },
    });
    expect(await screen.findByText("Showing 1 of 1 destinations")).toBeTruthy();
    expect(cardNames()).toEqual(["Place 04"]);
  });

  it("sorts, and restores filters, sort and Load More from the address", async () => {
    const { user } = renderDestinations("/destinations?sort=price-desc&more=1");
    expect(await screen.findByText("Showing 12 of 14 destinations")).toBeTruthy();
    expect(cardNames()[0]).toBe("Place 14");
    const sort = screen.getByRole("combobox", { name: "Sort By" });
    expect(
      within(sort)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Popularity", "Alphabetical", "Price: Low to High", "Price: High to Low", "Rating"]);
    await user.selectOptions(sort, "Alphabetical");
    // A new sort starts again from six cards.
    expect(await screen.findByText("Showing 6 of 14 destinations")).toBeTruthy();
    expect(cardNames()[0]).toBe("Place 01");
  });

  it("links each card to its package", async () => {
    renderDestinations();
    await screen.findByText("Showing 6 of 14 destinations");
    const links = screen.getAllByRole("link", { name: "View Details" });
    expect(links[0].getAttribute("href")).toBe("/packages/dest_2");
  });

  it("toggles the filter sidebar with a button", async () => {
    const { user } = renderDestinations();
    await screen.findByText("Showing 6 of 14 destinations");
    const toggle = screen.getByRole("button", { name: "Show Filters" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Hide Filters" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
  });

  it("shows an error panel with a retry when the fetch fails", async () => {
    let down = true;
    server.use(
      http.get("/api/destinations/search", () =>
        down
          ? apiError(500, "INTERNAL", "Database down")
          : HttpResponse.json({ destinations: makeDestinations(3), total: 3 }),
      ),
    );
    const { user } = renderDestinations();
    expect(await screen.findByRole("alert", {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText("Database down")).toBeTruthy();
    down = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("Showing 3 of 3 destinations")).toBeTruthy();
  });
});

describe("Destinations screen: search by date", () => {
  it("narrows to destinations with a guide free for the whole tour, and keeps the trip in the address", async () => {
    const asked: { startDate: string; travellers: number }[] = [];
    server.use(
      catalogue.destinationSearch(makeDestinations(), (startDate, travellers) => {
        asked.push({ startDate, travellers });
        return [1, 7];
      }),
    );
    const { user } = renderDestinations();
    await screen.findByText("Showing 6 of 14 destinations");
    const travellers = screen.getByLabelText("Travellers");
    await user.clear(travellers);
    await user.type(travellers, "4");
    fireEvent.change(screen.getByLabelText("Travel date"), { target: { value: TRIP } });
    expect(await screen.findByText("Showing 2 of 2 destinations")).toBeTruthy();
    expect(cardNames().sort()).toEqual(["Place 01", "Place 07"]);
    expect(
      screen.getByText(
        `2 destinations with a guide free for the whole tour from ${formatDate(TRIP)} for 4 travellers.`,
      ),
    ).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe(
      `/destinations?date=${TRIP}&travellers=4`,
    );
    expect(asked.at(-1)).toEqual({ startDate: TRIP, travellers: 4 });
    await user.click(screen.getByRole("button", { name: "Any date" }));
    expect(await screen.findByText("Showing 6 of 14 destinations")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/destinations");
  });

  it("reads the trip from a shared link", async () => {
    server.use(catalogue.destinationSearch(makeDestinations(), () => [2]));
    renderDestinations(`/destinations?date=${TRIP}`);
    expect(await screen.findByText("Showing 1 of 1 destinations")).toBeTruthy();
    expect(cardNames()).toEqual(["Place 02"]);
    expect((screen.getByLabelText("Travel date") as HTMLInputElement).value).toBe(TRIP);
  });

  it("keeps the trip when a filter changes", async () => {
    server.use(catalogue.destinationSearch(makeDestinations(), () => [1, 2, 7]));
    const { user } = renderDestinations(`/destinations?date=${TRIP}`);
    expect(await screen.findByText("Showing 3 of 3 destinations")).toBeTruthy();
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort By" }), "Alphabetical");
    expect(screen.getByTestId("location").textContent).toContain("sort=alphabetical");
    expect(screen.getByTestId("location").textContent).toContain(`date=${TRIP}`);
    expect((screen.getByLabelText("Travel date") as HTMLInputElement).value).toBe(TRIP);
  });
});
