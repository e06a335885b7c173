import { describe, expect, it } from "vitest";
import { DEFAULT_DESTINATION_FILTERS } from "@/shared/catalogue/rules";
import { readDestinationView, writeDestinationView } from "./destination-search-params";

describe("destination search params", () => {
  it("reads the defaults from an empty address", () => {
    expect(readDestinationView(new URLSearchParams())).toEqual({
      filters: DEFAULT_DESTINATION_FILTERS,
      more: 0,
    });
  });

  it("writes nothing for the defaults", () => {
    expect(writeDestinationView({ filters: DEFAULT_DESTINATION_FILTERS, more: 0 }).toString()).toBe(
      "",
    );
  });

  it("round-trips every filter", () => {
    const view = {
      filters: {
        search: "fort & palace",
        region: "West India" as const,
        interest: "historical" as const,
        minPrice: 5000,
        maxPrice: 40000,
        sort: "price-desc" as const,
      },
      more: 2,
    };
    expect(readDestinationView(writeDestinationView(view))).toEqual(view);
  });

  it("ignores unknown or out-of-range values", () => {
    const view = readDestinationView(
      new URLSearchParams("region=Mars&interest=Food&sort=cheap&min=-5&max=900000&more=abc"),
    );
    expect(view).toEqual({ filters: DEFAULT_DESTINATION_FILTERS, more: 0 });
  });

  it("snaps prices to the slider step and keeps min at or below max", () => {
    const view = readDestinationView(new URLSearchParams("min=30400&max=20000"));
    expect(view.filters.maxPrice).toBe(20000);
    expect(view.filters.minPrice).toBe(20000);
  });
});
