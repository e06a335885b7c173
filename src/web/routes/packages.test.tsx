import { screen, within } from "@testing-library/react";
import { catalogue } from "@tests/support/msw/handlers/catalogue";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { addDays, todayInIndia } from "@/shared/dates";
import { formatDate } from "@/web/lib/format";

const TRIP = addDays(todayInIndia(), 40);

import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { makePackageSummary as summary } from "@/web/features/catalogue/testing/fixtures";
import PackagesScreen from "./packages";

const renderPackages = () =>
  renderWithProviders(<PackagesScreen />, { url: "/packages", path: "/packages" });

describe("Packages screen", () => {
  it("shows six busy skeleton cards, then the package cards", async () => {
    server.use(catalogue.packages([summary(1, "Agra Tour"), summary(2, "Delhi Tour")]));
    const { container } = renderPackages();
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
    server.use(catalogue.packages([]));
    renderPackages();
    expect(screen.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe(
      "/contact-us",
    );
  });

  it("shows an error panel that retries", async () => {
    let down = true;
    server.use(
      http.get("/api/packages", () =>
        down
          ? apiError(500, "INTERNAL", "Oops")
          : HttpResponse.json({ packages: [summary(3, "Goa Tour")] }),
      ),
    );
    const { user } = renderPackages();
    expect(await screen.findByRole("alert", {}, { timeout: 4000 })).toBeTruthy();
    down = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("article", { name: "Goa Tour" })).toBeTruthy();
  });
});

describe("Packages screen: search by date", () => {
  it("shows only the packages with a guide free for the whole tour from the date", async () => {
    server.use(
      catalogue.packages([summary(1, "Agra Tour"), summary(2, "Delhi Tour")]),
      http.get("/api/bookings/available-packages", () =>
        HttpResponse.json({
          startDate: TRIP,
          travellers: 1,
          packageIds: ["dest_2"],
          destinationSrNos: [2],
        }),
      ),
    );
    renderWithProviders(<PackagesScreen />, {
      url: `/packages?date=${TRIP}`,
      path: "/packages",
    });
    expect(await screen.findByRole("article", { name: "Delhi Tour" })).toBeTruthy();
    expect(screen.queryByRole("article", { name: "Agra Tour" })).toBeNull();
    expect(
      screen.getByText(
        `1 tour package with a guide free for the whole tour from ${formatDate(TRIP)}.`,
      ),
    ).toBeTruthy();
  });
});
