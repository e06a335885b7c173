import { act, screen, within } from "@testing-library/react";
import { catalogue } from "@tests/support/msw/handlers/catalogue";
import { server } from "@tests/support/msw/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { DestinationsBrowser } from "@/web/features/catalogue/destinations-browser";
import { makeDestinations } from "@/web/features/catalogue/testing/fixtures";
import { IndiaMap } from "./india-map";

// Counts the by-region list's renders: it names each region through optionLabel.
const labels = vi.hoisted(() => ({ calls: 0 }));
vi.mock("@/web/features/catalogue/filter-labels", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/web/features/catalogue/filter-labels")>();
  return {
    ...actual,
    optionLabel: (...args: Parameters<typeof actual.optionLabel>) => {
      labels.calls += 1;
      return actual.optionLabel(...args);
    },
  };
});

const markersOf = () =>
  within(screen.getByRole("list", { name: "Destinations on the map" })).getAllByRole("button");

// Counts how often crowded markers are parted (a loop over every pair, up to 80 times).
const parting = vi.hoisted(() => ({ calls: 0 }));
vi.mock("./spread-markers", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./spread-markers")>();
  return {
    ...actual,
    spreadMarkers: (...args: Parameters<typeof actual.spreadMarkers>) => {
      parting.calls += 1;
      return actual.spreadMarkers(...args);
    },
  };
});

describe("the destinations map", () => {
  it("draws a marker for each placed destination, north to south, and lists the others", () => {
    // Fourteen places; the fourteenth has no coordinates (fixtures.ts).
    const destinations = makeDestinations(14);
    renderWithProviders(<IndiaMap destinations={destinations} />);
    const markers = markersOf();
    expect(markers).toHaveLength(13);
    // Place 13 is the northernmost (latitude 9 + 13 × 1.5), Place 01 the southernmost.
    expect(markers[0].getAttribute("aria-label")).toBe("Place 13, Some State, from ₹65,000");
    expect(markers.at(-1)?.getAttribute("aria-label")).toBe("Place 01, Some State, from ₹5,000");

    const notPlaced = screen.getByRole("region", { name: "Not on the map yet" });
    expect(within(notPlaced).getByRole("link", { name: "Place 14" })).toBeTruthy();
    const byRegion = screen.getByRole("region", { name: "The same destinations by region" });
    expect(within(byRegion).getAllByRole("link")).toHaveLength(14);
    expect(screen.getByRole("link", { name: "CC BY 4.0" })).toBeTruthy();
  });

  it("opens a marker's card from the keyboard, keeps focus on the marker, and closes on Escape", async () => {
    const { user } = renderWithProviders(<IndiaMap destinations={makeDestinations(14)} />);
    expect(screen.queryByRole("article")).toBeNull();
    await user.tab();
    const first = markersOf()[0];
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute("aria-expanded")).toBe("false");

    await user.keyboard("{Enter}");
    const card = screen.getByRole("article", { name: "Place 13" });
    expect(card.textContent).toContain("From ₹65,000");
    expect(within(card).getByRole("link").getAttribute("href")).toBe("/packages/dest_13");
    expect(first.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(first);

    // Tab goes from the open marker into its card; Escape there closes it and returns to the marker.
    await user.tab();
    expect(document.activeElement).toBe(within(card).getByRole("link"));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("article")).toBeNull();
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(first);

    await user.keyboard(" ");
    expect(screen.getByRole("article", { name: "Place 13" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Close Place 13" }));
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("is one switch away from the list, keeps the choice in the address, and follows the filters", async () => {
    server.use(catalogue.destinationSearch(makeDestinations(14)));
    const { user } = renderWithProviders(<DestinationsBrowser />, {
      url: "/destinations",
      path: "/destinations",
    });
    await screen.findByText("Showing 6 of 14 destinations");
    expect(screen.getByRole("button", { name: "List" }).getAttribute("aria-pressed")).toBe("true");

    await user.click(screen.getByRole("button", { name: "Map" }));
    expect(screen.getByRole("button", { name: "Map" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("location").textContent).toBe("/destinations?view=map");
    await screen.findByRole("list", { name: "Destinations on the map" });
    // Every match, not the list's first six.
    expect(markersOf()).toHaveLength(13);

    const regions = screen.getByRole("group", { name: "Region" });
    await user.click(within(regions).getByRole("radio", { name: "Islands" }));
    await screen.findByText("3 destinations match");
    expect(markersOf().map((m) => m.getAttribute("aria-label")?.split(",")[0])).toEqual([
      "Place 09",
      "Place 04",
    ]);
    expect(screen.getByTestId("location").textContent).toContain("view=map");
  });

  describe("once laid out", () => {
    const observed: ResizeObserverCallback[] = [];
    afterEach(() => {
      vi.unstubAllGlobals();
      observed.length = 0;
    });

    it("parts crowded markers for the drawn width, once, and neither that nor a choice re-renders the lists", async () => {
      vi.stubGlobal(
        "ResizeObserver",
        class {
          constructor(callback: ResizeObserverCallback) {
            observed.push(callback);
          }
          observe() {}
          disconnect() {}
        },
      );
      const { user } = renderWithProviders(<IndiaMap destinations={makeDestinations(14)} />);
      const before = labels.calls;
      expect(before).toBeGreaterThan(0);
      const leftOf = () => markersOf().map((m) => m.style.left);
      const unparted = leftOf();

      // Drawn this small, the markers (24 px each) crowd: they are parted and drawn again.
      act(() => {
        for (const callback of observed)
          callback([{ contentRect: { width: 80 } } as ResizeObserverEntry], {} as ResizeObserver);
      });
      expect(leftOf()).not.toEqual(unparted);
      expect(labels.calls).toBe(before);
      const parted = parting.calls;
      expect(parted).toBeGreaterThan(0);

      // The card names its region too, once; the lists would name every region again.
      const regions = within(
        screen.getByRole("region", { name: "The same destinations by region" }),
      ).getAllByRole("heading", { level: 4 });
      expect(regions.length).toBeGreaterThan(1);
      await user.click(markersOf()[0]);
      expect(screen.getByRole("article", { name: "Place 13" })).toBeTruthy();
      expect(labels.calls - before).toBeLessThan(regions.length);
      // Choosing a marker moves none: they are not parted again.
      expect(parting.calls).toBe(parted);
    });
  });
});
