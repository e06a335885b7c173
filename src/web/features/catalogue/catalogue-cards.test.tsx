import { screen, within } from "@testing-library/react";
import { catalogue } from "@tests/support/msw/handlers/catalogue";
import { server } from "@tests/support/msw/server";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import type { CardActionItem } from "./card-action";
import { DestinationCard } from "./destination-card";
import { DestinationsBrowser } from "./destinations-browser";
import { PackageCard } from "./package-card";
import { PackagesBrowser } from "./packages-browser";
import { makeDestinations, makePackageSummary, makePackages } from "./testing/fixtures";

/** A Save-like button for the action slot, labelled with the card it belongs to. */
const saveButton = (item: CardActionItem) => (
  <button type="button" data-kind={item.kind} data-sr-no={item.srNo}>
    Save {item.name}
  </button>
);

describe("the catalogue cards carry the facts people decide on", () => {
  it("a destination card shows its price as From ₹…, the rating and the region", () => {
    const [destination] = makeDestinations(1);
    renderWithProviders(
      <DestinationCard destination={{ ...destination, avgPrice: 21948, rating: 4.6 }} />,
    );
    const card = within(screen.getByRole("article", { name: destination.name }));
    expect(screen.getByRole("article").textContent).toContain("From ₹21,948");
    expect(card.getByText("avg. per person")).toBeTruthy();
    expect(card.getByRole("img", { name: "Rated 4.6 out of 5" })).toBeTruthy();
    expect(card.getByText("North India")).toBeTruthy();
  });

  it("a package card shows its duration in days and nights, the price and the rating", () => {
    const pkg = { ...makePackageSummary(1, "Agra Tour"), durationDays: 7, price: 21948 };
    renderWithProviders(<PackageCard pkg={pkg} />);
    const article = screen.getByRole("article", { name: "Agra Tour" });
    const card = within(article);
    expect(card.getByText("7 days / 6 nights")).toBeTruthy();
    expect(article.textContent).toContain("From ₹21,948 per person");
    expect(card.getByRole("img", { name: "Rated 4.7 out of 5" })).toBeTruthy();
  });

  it("says one day and no nights for a day trip", () => {
    renderWithProviders(
      <PackageCard pkg={{ ...makePackageSummary(2, "Day Out"), durationDays: 1 }} />,
    );
    expect(screen.getByText("1 day / 0 nights")).toBeTruthy();
  });

  it("draws no action corner when no action is given", () => {
    const [destination] = makeDestinations(1);
    renderWithProviders(<DestinationCard destination={destination} />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("the card action slot", () => {
  it("puts the action over the picture, outside the View Details link, as its own tab stop", async () => {
    const onSave = vi.fn();
    const [destination] = makeDestinations(1);
    const { user } = renderWithProviders(
      <DestinationCard
        destination={destination}
        action={
          <button type="button" onClick={onSave}>
            Save
          </button>
        }
      />,
    );
    const save = screen.getByRole("button", { name: "Save" });
    const link = screen.getByRole("link", { name: "View Details" });
    expect(link.contains(save)).toBe(false);
    expect(save.closest("a")).toBeNull();
    // Over the picture: in the same box as the image, in its top-right corner.
    const corner = save.parentElement as HTMLElement;
    expect(corner.className).toContain("absolute");
    expect(corner.className).toContain("right-3");
    expect(corner.parentElement?.querySelector("img")).toBeTruthy();

    await user.tab();
    expect(document.activeElement).toBe(save);
    await user.tab();
    expect(document.activeElement).toBe(link);

    await user.click(save);
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("location").textContent).toBe("/");
  });

  it("PackageCard passes its action to the corner too", () => {
    renderWithProviders(
      <PackageCard
        pkg={makePackageSummary(3, "Goa Tour")}
        action={<button type="button">Save</button>}
      />,
    );
    const card = within(screen.getByRole("article", { name: "Goa Tour" }));
    expect(card.getByRole("button", { name: "Save" })).toBeTruthy();
  });

  it("the destinations list asks for one action per card, with the destination's number and name", async () => {
    const renderCardAction = vi.fn(saveButton);
    renderWithProviders(<DestinationsBrowser renderCardAction={renderCardAction} />, {
      url: "/destinations",
      path: "/destinations",
    });
    await screen.findByText("Showing 6 of 14 destinations");
    const articles = screen.getAllByRole("article");
    expect(articles).toHaveLength(6);
    for (const article of articles) {
      const name = within(article).getByRole("heading", { level: 3 }).textContent;
      const button = within(article).getByRole("button", { name: `Save ${name}` });
      expect(button.dataset.kind).toBe("destination");
      expect(Number(button.dataset.srNo)).toBe(Number(name?.replace("Place ", "")));
    }
    expect(renderCardAction).toHaveBeenCalledWith({
      kind: "destination",
      srNo: 2,
      name: "Place 02",
    });
  });

  it("the packages list asks for one action per card, with the package's number and name", async () => {
    server.use(catalogue.packageSearch(makePackages()));
    const renderCardAction = vi.fn(saveButton);
    renderWithProviders(<PackagesBrowser renderCardAction={renderCardAction} />, {
      url: "/packages",
      path: "/packages",
    });
    await screen.findByText("Showing 6 of 14 tour packages");
    const articles = screen.getAllByRole("article");
    expect(articles).toHaveLength(6);
    for (const article of articles) {
      const name = within(article).getByRole("heading", { level: 3 }).textContent;
      const button = within(article).getByRole("button", { name: `Save ${name}` });
      expect(button.dataset.kind).toBe("package");
      expect(Number(button.dataset.srNo)).toBe(Number(name?.replace("Tour ", "")));
    }
    expect(renderCardAction).toHaveBeenCalledWith({ kind: "package", srNo: 1, name: "Tour 01" });
  });

  it("the lists draw no action when none is asked for", async () => {
    server.use(catalogue.packageSearch(makePackages()));
    renderWithProviders(<PackagesBrowser />, { url: "/packages", path: "/packages" });
    await screen.findByText("Showing 6 of 14 tour packages");
    expect(
      within(screen.getByRole("region", { name: "Tour packages" })).queryAllByRole("button", {
        name: /^Save/,
      }),
    ).toHaveLength(0);
  });
});
