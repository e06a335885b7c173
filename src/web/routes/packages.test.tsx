import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PackageSummary } from "@/shared/catalogue/types";
import { makePackageDetail } from "@/web/features/catalogue/testing/fixtures";
import { mockFetch, renderScreen } from "@/web/features/catalogue/testing/render-screen";
import PackagesScreen from "./packages";

afterEach(() => vi.unstubAllGlobals());

function summary(srNo: number, name: string): PackageSummary {
  const {
    description,
    itinerary,
    accommodation,
    costItems,
    subtotal,
    taxRate,
    tax,
    inclusions,
    exclusions,
    gallery,
    reviews,
    ...rest
  } = makePackageDetail({ id: `dest_${srNo}`, srNo, name, price: 100000 + srNo });
  return rest;
}

describe("Packages screen", () => {
  it("shows six busy skeleton cards, then the package cards", async () => {
    mockFetch({
      "GET /api/packages": {
        body: { packages: [summary(1, "Agra Tour"), summary(2, "Delhi Tour")] },
      },
    });
    const { container } = renderScreen(PackagesScreen, {
      routePath: "/packages",
      url: "/packages",
    });
    const busy = container.querySelector("[aria-busy='true']");
    expect(busy).toBeTruthy();
    expect(busy?.querySelectorAll("li")).toHaveLength(6);

    const card = (await screen.findByRole("article", { name: "Agra Tour" })) as HTMLElement;
    expect(container.querySelector("[aria-busy='true']")).toBeNull();
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
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("has a Contact Us call to action", async () => {
    mockFetch({ "GET /api/packages": { body: { packages: [] } } });
    renderScreen(PackagesScreen, { routePath: "/packages", url: "/packages" });
    expect(screen.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe(
      "/contact-us",
    );
  });

  it("shows an error panel that retries", async () => {
    const fetchMock = mockFetch({
      "GET /api/packages": { status: 500, body: { error: { code: "INTERNAL", message: "Oops" } } },
    });
    const { user } = renderScreen(PackagesScreen, { routePath: "/packages", url: "/packages" });
    expect(await screen.findByRole("alert", {}, { timeout: 4000 })).toBeTruthy();
    fetchMock.mockImplementation(async () => Response.json({ packages: [summary(3, "Goa Tour")] }));
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("article", { name: "Goa Tour" })).toBeTruthy();
  });
});
