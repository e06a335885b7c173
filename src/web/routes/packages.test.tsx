import { act, fireEvent, screen, within } from "@testing-library/react";
import { catalogue } from "@tests/support/msw/handlers/catalogue";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { addDays, todayInIndia } from "@/shared/dates";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { makePackageSummary, makePackages } from "@/web/features/catalogue/testing/fixtures";
import { formatDate } from "@/web/lib/format";
import PackagesScreen from "./packages";

const TRIP = addDays(todayInIndia(), 40);

const renderPackages = (url = "/packages") =>
  renderWithProviders(<PackagesScreen />, { url, path: "/packages" });

const cardNames = () =>
  within(screen.getByRole("region", { name: "Tour packages" }))
    .queryAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

const location = () => screen.getByTestId("location").textContent;

const asked = () => sent("GET", "/api/packages/search").map((r) => r.url.searchParams);

describe("Packages screen", () => {
  beforeEach(() => {
    server.use(catalogue.packageSearch(makePackages()));
  });

  it("shows six busy skeleton cards, then six package cards with everything the spec lists", async () => {
    server.use(
      catalogue.packageSearch([makePackageSummary(1, "Agra Tour"), ...makePackages().slice(1)]),
    );
    const { container } = renderPackages();
    expect(screen.getByRole("heading", { level: 1, name: "Tour Packages" })).toBeTruthy();
    const busy = container.querySelector("[aria-busy='true']");
    expect(busy?.querySelectorAll("li")).toHaveLength(6);

    const card = (await screen.findByRole("article", { name: "Agra Tour" })) as HTMLElement;
    expect(container.querySelector("[aria-busy='true']")).toBeNull();
    expect(screen.getByText("Showing 6 of 14 tour packages")).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(6);
    const content = within(card);
    expect(content.getByText("historical & cultural")).toBeTruthy();
    expect(content.getByText("North India, Agra, Fatehpur Sikri")).toBeTruthy();
    expect(content.getByRole("img", { name: "Rated 4.7 out of 5" })).toBeTruthy();
    expect(content.getByText("Sunrise at the Taj Mahal")).toBeTruthy();
    expect(card.textContent).toContain("From ₹1,00,001 per person");
    expect(content.getByText("October to March")).toBeTruthy();
    expect(content.getByText("Easy")).toBeTruthy();
    expect(content.getByRole("link", { name: "View Details" }).getAttribute("href")).toBe(
      "/packages/dest_1",
    );
    // One page asked for, with only the defaults: no upper price limit.
    expect(asked()).toHaveLength(1);
    expect(asked()[0].get("max")).toBeNull();
    expect(asked()[0].get("limit")).toBe("6");
  });

  it("adds six cards per Load More, one page per request, and hides the button at the end", async () => {
    const { user } = renderPackages();
    await screen.findByText("Showing 6 of 14 tour packages");
    await user.click(screen.getByRole("button", { name: "Load More" }));
    expect(await screen.findByText("Showing 12 of 14 tour packages")).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(12);
    expect(location()).toBe("/packages?more=1");
    await user.click(screen.getByRole("button", { name: "Load More" }));
    expect(await screen.findByText("Showing 14 of 14 tour packages")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load More" })).toBeNull();
    expect(asked().map((p) => p.get("offset"))).toEqual(["0", "6", "12"]);
  });

  it("searches once typing pauses, and keeps the search in the address", async () => {
    const { user } = renderPackages();
    await screen.findByText("Showing 6 of 14 tour packages");
    const box = screen.getByRole("searchbox", { name: "Search packages" });
    expect(box.getAttribute("placeholder")).toBe("Search packages...");
    await user.type(box, "place 07");
    expect(await screen.findByText("Showing 1 of 1 tour packages")).toBeTruthy();
    expect(asked().map((p) => p.get("q"))).toEqual(["", "place 07"]);
    expect(cardNames()).toEqual(["Tour 07"]);
    expect(location()).toBe("/packages?q=place+07");
  });

  it("filters by region and difficulty, and offers a reset when nothing matches", async () => {
    const { user } = renderPackages();
    await screen.findByText("Showing 6 of 14 tour packages");
    const regions = screen.getByRole("group", { name: "Region" });
    await user.click(within(regions).getByRole("radio", { name: "Islands" }));
    expect(await screen.findByText("Showing 3 of 3 tour packages")).toBeTruthy();
    const difficulty = screen.getByRole("group", { name: "Difficulty" });
    expect(
      within(difficulty)
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.textContent),
    ).toEqual(["All Difficulties", "Easy", "Moderate", "Challenging"]);
    await user.click(within(difficulty).getByRole("radio", { name: "Challenging" }));
    expect(await screen.findByText("Showing 1 of 1 tour packages")).toBeTruthy();
    expect(location()).toBe("/packages?region=Islands&difficulty=Challenging");
    expect(asked().at(-1)?.get("difficulty")).toBe("Challenging");

    fireEvent.change(screen.getByRole("slider", { name: "Maximum price" }), {
      target: { value: "10000" },
    });
    expect(await screen.findByText("No tour packages match your search")).toBeTruthy();
    expect(screen.getByText("Showing 0 of 0 tour packages")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Reset filters" }));
    expect(await screen.findByText("Showing 6 of 14 tour packages")).toBeTruthy();
    expect(within(regions).getByRole("radio", { name: "All Regions" })).toHaveProperty(
      "checked",
      true,
    );
    expect(location()).toBe("/packages");
  });

  it("filters by price per person; the slider's top is no upper limit", async () => {
    renderPackages();
    await screen.findByText("Showing 6 of 14 tour packages");
    const max = screen.getByRole("slider", { name: "Maximum price" });
    expect(max.getAttribute("aria-valuetext")).toBe("₹1,00,000+");
    fireEvent.change(max, { target: { value: "20000" } });
    expect(await screen.findByText("Showing 4 of 4 tour packages")).toBeTruthy();
    expect(max.getAttribute("aria-valuetext")).toBe("₹20,000");
    fireEvent.change(screen.getByRole("slider", { name: "Minimum price" }), {
      target: { value: "20000" },
    });
    expect(await screen.findByText("Showing 1 of 1 tour packages")).toBeTruthy();
    expect(location()).toBe("/packages?min=20000&max=20000");
    expect(asked().at(-1)?.toString()).toContain("min=20000");
    expect(asked().at(-1)?.get("max")).toBe("20000");
  });

  it("sorts, and restores filters, sort and Load More from a shared link", async () => {
    const { user } = renderPackages("/packages?sort=price-desc&more=1");
    expect(await screen.findByText("Showing 12 of 14 tour packages")).toBeTruthy();
    expect(cardNames()[0]).toBe("Tour 14");
    const sort = screen.getByRole("combobox", { name: "Sort By" });
    expect(
      within(sort)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Popularity",
      "Price: Low to High",
      "Price: High to Low",
      "Duration: Shortest First",
      "Rating",
      "Alphabetical",
    ]);
    await user.selectOptions(sort, "Price: Low to High");
    // A new sort starts again from six cards.
    expect(await screen.findByText("Showing 6 of 14 tour packages")).toBeTruthy();
    expect(cardNames()[0]).toBe("Tour 01");
    expect(location()).toBe("/packages?sort=price-asc");
  });

  it("falls back to the defaults for anything unknown in the address", async () => {
    renderPackages("/packages?region=Mars&difficulty=Extreme&sort=random()&max=abc&more=-2");
    expect(await screen.findByText("Showing 6 of 14 tour packages")).toBeTruthy();
    const request = asked()[0];
    expect(request.get("region")).toBe("All Regions");
    expect(request.get("difficulty")).toBe("All Difficulties");
    expect(request.get("sort")).toBe("popularity");
    expect(request.get("max")).toBeNull();
  });

  it("follows the address when Back or Forward changes it", async () => {
    const { router } = renderPackages();
    await screen.findByText("Showing 6 of 14 tour packages");
    await act(() => router.navigate("/packages?region=Islands"));
    expect(await screen.findByText("Showing 3 of 3 tour packages")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Islands" })).toHaveProperty("checked", true);
    await act(() => router.navigate(-1));
    expect(await screen.findByText("Showing 6 of 14 tour packages")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "All Regions" })).toHaveProperty("checked", true);
  });

  it("says so when there are no packages at all, and keeps the Contact Us call to action", async () => {
    server.use(catalogue.packageSearch([]));
    renderPackages();
    expect(
      await screen.findByText("No tour packages are on offer right now. Please check back soon."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Reset filters" })).toBeNull();
    expect(screen.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe(
      "/contact-us",
    );
  });

  it("shows an error panel that retries", async () => {
    let down = true;
    server.use(
      http.get("/api/packages/search", () =>
        down
          ? apiError(500, "INTERNAL", "Oops")
          : HttpResponse.json({ packages: [makePackageSummary(3, "Goa Tour")], total: 1 }),
      ),
    );
    const { user } = renderPackages();
    expect(await screen.findByRole("alert", {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText("We couldn't load the tour packages.")).toBeTruthy();
    down = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("article", { name: "Goa Tour" })).toBeTruthy();
  });
});

describe("Packages screen: search by date", () => {
  it("shows only the packages with a guide free for the whole tour, and keeps the trip in the address", async () => {
    const trips: { startDate: string; travellers: number }[] = [];
    server.use(
      catalogue.packageSearch(makePackages(), (startDate, travellers) => {
        trips.push({ startDate, travellers });
        return [2];
      }),
    );
    renderPackages(`/packages?date=${TRIP}`);
    expect(await screen.findByText("Showing 1 of 1 tour packages")).toBeTruthy();
    expect(cardNames()).toEqual(["Tour 02"]);
    expect(
      screen.getByText(
        `1 tour package with a guide free for the whole tour from ${formatDate(TRIP)}.`,
      ),
    ).toBeTruthy();
    expect(trips).toEqual([{ startDate: TRIP, travellers: 1 }]);
    expect((screen.getByLabelText("Travel date") as HTMLInputElement).value).toBe(TRIP);
  });

  it("says no guide is free, and resets to every package", async () => {
    server.use(catalogue.packageSearch(makePackages(), () => []));
    const { user } = renderPackages(`/packages?date=${TRIP}`);
    expect(
      await screen.findByText(/No guide is free for a whole tour from that date/),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Reset filters" }));
    expect(await screen.findByText("Showing 6 of 14 tour packages")).toBeTruthy();
    expect(location()).toBe("/packages");
  });
});
