import { screen, within } from "@testing-library/react";
import { catalogue } from "@tests/support/msw/handlers/catalogue";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { guideFixtures, makeGuide } from "@/web/features/catalogue/testing/fixtures";
import GuidesScreen from "./guides";

// The four fixture guides are the network's default answer.
function renderGuides() {
  return renderWithProviders(<GuidesScreen />, { url: "/guides", path: "/guides" });
}

const cardButton = (name: string) => screen.getByRole("button", { name });
const guideNames = () =>
  screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

describe("Guides screen", () => {
  it("shows the heading, loading text and the cards by highest rating", async () => {
    renderGuides();
    expect(screen.getByRole("heading", { level: 1, name: "Our Expert Tour Guides" })).toBeTruthy();
    expect(
      screen.getByText("Meet our professional guides who will make your journey unforgettable"),
    ).toBeTruthy();
    expect(screen.getByText("Loading guides...")).toBeTruthy();
    await screen.findByRole("button", { name: "Asha Verma" });
    expect(guideNames()).toEqual(["Kabir Nair", "Asha Verma", "Priya Sharma", "Vikram Singh"]);
  });

  it("shows the card front: badges, stars, review count, languages, experience, preview", async () => {
    renderGuides();
    const card = (await screen.findByRole("button", { name: "Asha Verma" })).closest("article")!;
    const front = within(card);
    expect(front.getByText("Verified")).toBeTruthy();
    expect(front.getByText("Featured")).toBeTruthy();
    expect(front.getByRole("img", { name: "Rated 4.8 out of 5" })).toBeTruthy();
    expect(front.getByText("4.8")).toBeTruthy();
    expect(front.getByText("(2 reviews)")).toBeTruthy();
    expect(front.getByText("Hindi, English")).toBeTruthy();
    expect(front.getByText("5 years experience")).toBeTruthy();
    const preview = front.getByText(/^Asha has walked/);
    expect(preview.textContent).toHaveLength(203);
    expect(preview.textContent?.endsWith("...")).toBe(true);
    expect(front.getByRole("img", { name: /Asha Verma/ }).getAttribute("src")).toBe(
      "/images/guides/placeholder.svg",
    );

    const priya = within(screen.getByRole("button", { name: "Priya Sharma" }).closest("article")!);
    expect(priya.getByText("Not specified")).toBeTruthy();
    expect(priya.getByText("Short story.")).toBeTruthy();
  });

  it("expands one card at a time and collapses on a second click", async () => {
    const { user } = renderGuides();
    await screen.findByRole("button", { name: "Asha Verma" });
    await user.click(cardButton("Asha Verma"));
    expect(cardButton("Asha Verma").getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Group Size: Up to 12 people")).toBeTruthy();
    expect(screen.getByText("Agra, Delhi")).toBeTruthy();
    expect(screen.getByText("Ministry of Tourism Regional Guide")).toBeTruthy();
    expect(screen.getByText(/END$/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Book This Guide" }).getAttribute("href")).toBe(
      "/contact-us?guide=1",
    );

    await user.click(cardButton("Priya Sharma"));
    expect(cardButton("Asha Verma").getAttribute("aria-expanded")).toBe("false");
    expect(cardButton("Priya Sharma").getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("link", { name: "Book This Guide" })).toHaveLength(1);
    expect(screen.getByText("Uttar Pradesh, agra")).toBeTruthy();
    expect(screen.getByText("None")).toBeTruthy();

    await user.click(cardButton("Priya Sharma"));
    expect(cardButton("Priya Sharma").getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: "Book This Guide" })).toBeNull();
  });

  it("expands with the keyboard", async () => {
    const { user } = renderGuides();
    await screen.findByRole("button", { name: "Asha Verma" });
    cardButton("Kabir Nair").focus();
    await user.keyboard("{Enter}");
    expect(cardButton("Kabir Nair").getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Not listed")).toBeTruthy();
    await user.keyboard(" ");
    expect(cardButton("Kabir Nair").getAttribute("aria-expanded")).toBe("false");
  });

  it("toggles the reviews panel, and expanding another card resets it", async () => {
    const { user } = renderGuides();
    await screen.findByRole("button", { name: "Asha Verma" });
    await user.click(cardButton("Asha Verma"));
    await user.click(screen.getByRole("button", { name: "Show Reviews" }));
    const panel = screen.getByRole("region", { name: "Traveler Reviews" });
    expect(within(panel).getByText("Rohan")).toBeTruthy();
    expect(within(panel).getByText("Brought the Taj to life.")).toBeTruthy();
    expect(within(panel).getByRole("img", { name: "Rated 4.5 out of 5" })).toBeTruthy();
    expect(within(panel).getByText("14 December 2025")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Hide Reviews" }));
    expect(screen.queryByRole("region", { name: "Traveler Reviews" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Show Reviews" }));
    await user.click(cardButton("Priya Sharma"));
    expect(screen.queryByRole("region", { name: "Traveler Reviews" })).toBeNull();
    expect(screen.getByRole("button", { name: "Show Reviews" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Show Reviews" }));
    expect(
      screen.getByText("No reviews yet. Be the first to book and review this guide!"),
    ).toBeTruthy();
  });

  it("filters by specialization, sorts and searches", async () => {
    const { user } = renderGuides();
    await screen.findByRole("button", { name: "Asha Verma" });
    const specialization = screen.getByRole("combobox", { name: "Specialization" });
    expect(
      within(specialization)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "All Specializations",
      "Adventure",
      "Cultural",
      "Culinary",
      "Nature",
      "Desert",
      "Historical",
      "Winter",
    ]);
    await user.selectOptions(specialization, "Adventure");
    expect(guideNames()).toEqual(["Vikram Singh"]);
    await user.selectOptions(specialization, "All Specializations");

    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Name (A-Z)");
    expect(guideNames()).toEqual(["Asha Verma", "Kabir Nair", "Priya Sharma", "Vikram Singh"]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Most Experienced");
    expect(guideNames()[0]).toBe("Vikram Singh");

    const search = screen.getByPlaceholderText("Search guides...");
    await user.type(search, "mughal");
    expect(guideNames()).toEqual(["Asha Verma"]);
    await user.clear(search);
    await user.type(search, "zzz");
    expect(screen.getByText("No guides match your search")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Show all guides" }));
    expect(guideNames()).toHaveLength(4);
  });

  it("shows a Licensed badge on licensed guides and filters to them", async () => {
    server.use(
      catalogue.guides(
        guideFixtures.map((g) =>
          g.name === "Priya Sharma" || g.name === "Kabir Nair" ? { ...g, licensed: true } : g,
        ),
      ),
    );
    const { user } = renderGuides();
    await screen.findByRole("button", { name: "Asha Verma" });
    const card = (name: string) => within(cardButton(name).closest("article")!);
    expect(card("Priya Sharma").getByText("Licensed")).toBeTruthy();
    expect(card("Kabir Nair").getByText("Licensed")).toBeTruthy();
    expect(card("Asha Verma").queryByText("Licensed")).toBeNull();
    expect(card("Vikram Singh").queryByText("Licensed")).toBeNull();

    const licensedOnly = screen.getByRole("checkbox", { name: "Licensed guides only" });
    expect(licensedOnly).toHaveProperty("checked", false);
    await user.click(licensedOnly);
    expect(guideNames()).toEqual(["Kabir Nair", "Priya Sharma"]);
    expect(screen.getByText("2 guides found")).toBeTruthy();
    await user.type(screen.getByPlaceholderText("Search guides..."), "zzz");
    await user.click(screen.getByRole("button", { name: "Show all guides" }));
    expect(licensedOnly).toHaveProperty("checked", false);
    expect(guideNames()).toHaveLength(4);
  });

  it("shows the error panel with Try Again instead of sample guides", async () => {
    let down = true;
    server.use(
      http.get("/api/guides", () =>
        down ? apiError(503, "INTERNAL", "Down") : HttpResponse.json({ guides: guideFixtures }),
      ),
    );
    const { user } = renderGuides();
    expect(await screen.findByRole("alert", {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Asha Verma" })).toBeNull();
    down = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("button", { name: "Asha Verma" })).toBeTruthy();
  });
});

describe("Guides screen: trust signals", () => {
  it("shows the Licensed badge and how fast a guide usually answers, only when known", async () => {
    server.use(
      http.get("/api/guides", () =>
        HttpResponse.json({
          guides: [
            makeGuide({ sno: 1, name: "Asha Verma", licensed: true, medianResponseMinutes: 90 }),
            makeGuide({
              sno: 2,
              name: "Priya Sharma",
              licensed: false,
              medianResponseMinutes: null,
            }),
          ],
        }),
      ),
    );
    renderGuides();
    const asha = within(
      (await screen.findByRole("button", { name: "Asha Verma" })).closest("article")!,
    );
    expect(asha.getByText("Licensed")).toBeTruthy();
    expect(asha.getByText("Usually responds within 2 hours")).toBeTruthy();
    const priya = within(screen.getByRole("button", { name: "Priya Sharma" }).closest("article")!);
    expect(priya.queryByText("Licensed")).toBeNull();
    expect(priya.queryByText(/Usually responds/)).toBeNull();
  });
});

describe("Guides screen: language and licence filters", () => {
  it("narrows to guides who speak a language, and to licensed guides", async () => {
    server.use(
      http.get("/api/guides", () =>
        HttpResponse.json({
          guides: [
            makeGuide({
              sno: 1,
              name: "Asha Verma",
              languages: ["Hindi", "Tamil"],
              licensed: true,
            }),
            makeGuide({ sno: 2, name: "Priya Sharma", languages: ["English"], licensed: false }),
          ],
        }),
      ),
    );
    const { user } = renderGuides();
    await screen.findByRole("button", { name: "Asha Verma" });
    const language = screen.getByRole("combobox", { name: "Language" });
    expect(
      within(language)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All languages", "English", "Hindi", "Tamil"]);
    await user.selectOptions(language, "English");
    expect(guideNames()).toEqual(["Priya Sharma"]);
    await user.selectOptions(language, "All languages");
    await user.click(screen.getByRole("checkbox", { name: "Licensed guides only" }));
    expect(guideNames()).toEqual(["Asha Verma"]);
  });
});
