import { act, screen, waitFor, within } from "@testing-library/react";
import { catalogue } from "@tests/support/msw/handlers/catalogue";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { guideFixtures, makeGuide } from "@/web/features/catalogue/testing/fixtures";
import GuidesScreen from "./guides";

// The four fixture guides are the network's default answer.
function renderGuides(url = "/guides") {
  return renderWithProviders(<GuidesScreen />, { url, path: "/guides" });
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
    expect(sent("GET", "/api/guides/1")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Show Reviews" }));
    const panel = screen.getByRole("region", { name: "Traveler Reviews" });
    // The cards carry no reviews: the panel asks for them when it opens.
    expect(await within(panel).findByText("Rohan")).toBeTruthy();
    expect(sent("GET", "/api/guides/1")).toHaveLength(1);
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
      await screen.findByText("No reviews yet. Be the first to book and review this guide!"),
    ).toBeTruthy();
  });

  it("says the reviews are loading until they come, and offers a retry when they fail", async () => {
    let answer: (() => void) | undefined;
    let fail = true;
    server.use(
      http.get("/api/guides/1", async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return fail
          ? apiError(503, "INTERNAL", "Down")
          : HttpResponse.json({ guide: guideFixtures[0] });
      }),
    );
    const { user } = renderGuides();
    await user.click(await screen.findByRole("button", { name: "Asha Verma" }));
    await user.click(screen.getByRole("button", { name: "Show Reviews" }));
    const panel = screen.getByRole("region", { name: "Traveler Reviews" });
    expect(within(panel).getByText("Loading reviews...")).toBeTruthy();
    act(() => answer?.());
    expect(await within(panel).findByText("We couldn't load the reviews.")).toBeTruthy();
    fail = false;
    await user.click(within(panel).getByRole("button", { name: "Try Again" }));
    expect(within(panel).getByText("Loading reviews...")).toBeTruthy();
    act(() => answer?.());
    expect(await within(panel).findByText("Brought the Taj to life.")).toBeTruthy();
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
    expect(await screen.findByText("1 guide found")).toBeTruthy();
    expect(guideNames()).toEqual(["Asha Verma"]);
    // The server is asked once typing pauses, not once per letter.
    expect(
      sent("GET", "/api/guides/search")
        .map((r) => r.url.searchParams.get("q"))
        .filter((q) => q !== ""),
    ).toEqual(["mughal"]);
    await user.clear(search);
    await user.type(search, "zzz");
    expect(await screen.findByText("No guides match your search")).toBeTruthy();
    expect(screen.getByText("0 guides found")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Show all guides" }));
    expect(await screen.findByText("4 guides found")).toBeTruthy();
    expect(guideNames()).toHaveLength(4);
    expect(screen.getByTestId("location").textContent).toBe("/guides");
  });

  it("shows a Licensed badge on licensed guides and filters to them", async () => {
    server.use(
      catalogue.guideSearch(
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
    expect(await screen.findByText("2 guides found")).toBeTruthy();
    expect(guideNames()).toEqual(["Kabir Nair", "Priya Sharma"]);
    expect(screen.getByTestId("location").textContent).toBe("/guides?licensed=1");
    await user.type(screen.getByPlaceholderText("Search guides..."), "zzz");
    await user.click(await screen.findByRole("button", { name: "Show all guides" }));
    expect(licensedOnly).toHaveProperty("checked", false);
    expect(await screen.findByText("4 guides found")).toBeTruthy();
    expect(guideNames()).toHaveLength(4);
  });

  it("shows the error panel with Try Again instead of sample guides", async () => {
    let down = true;
    server.use(
      http.get("/api/guides/search", () =>
        down
          ? apiError(503, "INTERNAL", "Down")
          : HttpResponse.json({ guides: guideFixtures, total: 4, languages: [] }),
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
      catalogue.guideSearch([
        makeGuide({ sno: 1, name: "Asha Verma", licensed: true, medianResponseMinutes: 90 }),
        makeGuide({
          sno: 2,
          name: "Priya Sharma",
          licensed: false,
          medianResponseMinutes: null,
        }),
      ]),
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
      catalogue.guideSearch([
        makeGuide({
          sno: 1,
          name: "Asha Verma",
          languages: ["Hindi", "Tamil"],
          licensed: true,
        }),
        makeGuide({ sno: 2, name: "Priya Sharma", languages: ["English"], licensed: false }),
      ]),
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
    expect(await screen.findByText("1 guide found")).toBeTruthy();
    expect(guideNames()).toEqual(["Priya Sharma"]);
    expect(screen.getByTestId("location").textContent).toBe("/guides?language=English");
    await user.selectOptions(language, "All languages");
    await user.click(screen.getByRole("checkbox", { name: "Licensed guides only" }));
    expect(await screen.findByText("1 guide found")).toBeTruthy();
    expect(guideNames()).toEqual(["Asha Verma"]);
  });

  it("reads a language from the address in any case, and drops one nobody speaks", async () => {
    server.use(
      catalogue.guideSearch([
        makeGuide({ sno: 1, name: "Asha Verma", languages: ["Hindi", "Tamil"] }),
        makeGuide({ sno: 2, name: "Priya Sharma", languages: ["English"] }),
      ]),
    );
    const first = renderGuides("/guides?language=tamil");
    expect(await screen.findByText("1 guide found")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveProperty("value", "Tamil");
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/guides?language=Tamil"),
    );
    first.unmount();

    renderGuides("/guides?language=Klingon&sort=cheapest&specialization=Pirates");
    expect(await screen.findByText("2 guides found")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveProperty("value", "all");
    // The address is tidied once the screen has read it, a render after the list shows.
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/guides"));
  });
});

describe("Guides screen: pages and the address", () => {
  const many = Array.from({ length: 15 }, (_, i) =>
    makeGuide({ sno: i + 1, name: `Guide ${String(i + 1).padStart(2, "0")}`, rating: 5 - i / 10 }),
  );

  it("shows twelve cards, and Load More adds the rest; the count is every match", async () => {
    server.use(catalogue.guideSearch(many));
    const { user } = renderGuides();
    expect(await screen.findByText("15 guides found")).toBeTruthy();
    expect(guideNames()).toHaveLength(12);
    await user.click(screen.getByRole("button", { name: "Load More" }));
    expect(await screen.findByRole("heading", { name: "Guide 15" })).toBeTruthy();
    expect(guideNames()).toEqual(many.map((g) => g.name));
    expect(screen.getByText("15 guides found")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load More" })).toBeNull();
    expect(sent("GET", "/api/guides/search").map((r) => r.url.searchParams.get("offset"))).toEqual([
      "0",
      "12",
    ]);
  });

  it("restores filters, sort and Load More from a shared link", async () => {
    server.use(catalogue.guideSearch(many));
    renderGuides("/guides?sort=name&more=1&q=guide");
    expect(await screen.findByRole("heading", { name: "Guide 15" })).toBeTruthy();
    expect(guideNames()).toHaveLength(15);
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveProperty("value", "name");
    expect(screen.getByPlaceholderText("Search guides...")).toHaveProperty("value", "guide");
  });

  it("makes each chosen filter a step that Back undoes, while typing replaces the step", async () => {
    const { user, router } = renderGuides();
    await screen.findByText("4 guides found");
    const specialization = screen.getByRole("combobox", { name: "Specialization" });
    await user.selectOptions(specialization, "Adventure");
    expect(await screen.findByText("1 guide found")).toBeTruthy();
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Name (A-Z)");
    await user.type(screen.getByPlaceholderText("Search guides..."), "vik");
    expect(screen.getByTestId("location").textContent).toBe(
      "/guides?q=vik&specialization=Adventure+%26+Trekking&sort=name",
    );

    await act(() => router.navigate(-1));
    expect(screen.getByTestId("location").textContent).toBe(
      "/guides?specialization=Adventure+%26+Trekking",
    );
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveProperty("value", "rating");
    expect(screen.getByPlaceholderText("Search guides...")).toHaveProperty("value", "");
    expect(await screen.findByText("1 guide found")).toBeTruthy();

    await act(() => router.navigate(-1));
    expect(screen.getByTestId("location").textContent).toBe("/guides");
    expect(specialization).toHaveProperty("value", "all");
    expect(await screen.findByText("4 guides found")).toBeTruthy();
  });
});
