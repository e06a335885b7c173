import { screen, waitFor } from "@testing-library/react";
import { sent } from "@tests/support/msw/journal";
import { notFound } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import AiHelpScreen from "./ai-help";

const recommendations = (plan: object) =>
  http.post("/api/assistant/recommendations", () => HttpResponse.json(plan));

afterEach(() => {
  // jsdom has no scrollIntoView; one test adds it.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function renderAiHelp() {
  return renderWithProviders(<AiHelpScreen />, { url: "/aihelp", path: "/aihelp" });
}

describe("AI Travel Assistant", () => {
  it("asks for requirements on an empty prompt and sends nothing", async () => {
    const { user } = renderAiHelp();
    await user.click(screen.getByRole("button", { name: "Plan My Trip" }));
    expect(await screen.findByText("Please enter your travel requirements")).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it("treats a whitespace-only prompt as empty", async () => {
    const { user } = renderAiHelp();
    await user.type(screen.getByLabelText("Describe your ideal trip"), "    ");
    await user.click(screen.getByRole("button", { name: "Plan My Trip" }));
    expect(await screen.findByText("Please enter your travel requirements")).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it("shows the fallback error while the endpoint answers 404", async () => {
    server.use(http.post("/api/assistant/recommendations", notFound));
    const { user } = renderAiHelp();
    await user.type(screen.getByLabelText("Describe your ideal trip"), "Beaches in December");
    await user.click(screen.getByRole("button", { name: "Plan My Trip" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Failed to get recommendations. Please try again.",
    );
  });

  it("shows the plan with cards linking to the packages", async () => {
    server.use(
      recommendations({
        summary: "Goa fits your dates and budget.",
        destinations: [
          {
            name: "Goa",
            description: "Beaches and old churches.",
            highlights: ["Baga Beach", "Old Goa"],
            recommendation: "Perfect in December.",
            sr_no: 3,
          },
        ],
      }),
    );
    const { user } = renderAiHelp();
    await user.type(screen.getByLabelText("Describe your ideal trip"), "Beaches in December");
    await user.click(screen.getByRole("button", { name: "Plan My Trip" }));

    expect(await screen.findByText("Your Personalized Travel Plan")).toBeTruthy();
    expect(screen.getByText("Goa fits your dates and budget.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View Details" }).getAttribute("href")).toBe(
      "/packages/dest_3",
    );
    expect(sent("POST", "/api/assistant/recommendations")[0].body).toEqual({
      prompt: "Beaches in December",
    });
  });

  it("scrolls the answer's heading into view and moves focus to it", async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element, _options?: ScrollIntoViewOptions) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    server.use(recommendations({ summary: "Goa fits.", destinations: [] }));
    const { user } = renderAiHelp();
    await user.type(screen.getByLabelText("Describe your ideal trip"), "Beaches in December");
    await user.click(screen.getByRole("button", { name: "Plan My Trip" }));

    const heading = await screen.findByRole("heading", { name: "Your Personalized Travel Plan" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute("tabindex")).toBe("-1");
    expect(scrolled).toEqual([heading]);
    expect(scrollIntoView.mock.calls[0][0]).toMatchObject({ block: "start" });

    // A second answer is brought into view again.
    await user.click(screen.getByRole("button", { name: "Plan My Trip" }));
    const again = await screen.findByRole("heading", { name: "Your Personalized Travel Plan" });
    await waitFor(() => expect(scrolled).toHaveLength(2));
    expect(document.activeElement).toBe(again);
  });

  it("says so when no destination matches", async () => {
    server.use(recommendations({ summary: "Hmm.", destinations: [] }));
    const { user } = renderAiHelp();
    await user.type(screen.getByLabelText("Describe your ideal trip"), "Snow in Goa");
    await user.click(screen.getByRole("button", { name: "Plan My Trip" }));
    expect(
      await screen.findByText(
        "No destinations match your criteria. Try adjusting your budget or preferences.",
      ),
    ).toBeTruthy();
  });
});

describe("AI Travel Assistant in Hindi", () => {
  it("marks a Hindi answer's card fields that are still in English with lang='en'", async () => {
    server.use(
      recommendations({
        summary: "ये जगहें आपके बजट में हैं।",
        destinations: [
          {
            name: "गोवा",
            description: "समुद्र तट और पुराने चर्च।",
            highlights: [],
            recommendation: "",
            sr_no: 3,
          },
          {
            name: "Puducherry",
            description: "A French quarter by the sea.",
            highlights: [],
            recommendation: "",
            sr_no: 16,
            englishFields: ["name", "description"],
          },
        ],
      }),
    );
    const { user } = renderAiHelp();
    await user.type(screen.getByLabelText("Describe your ideal trip"), "goa jana hai");
    await user.click(screen.getByRole("button", { name: "Plan My Trip" }));
    const english = await screen.findByRole("heading", { name: "Puducherry" });
    expect(english.getAttribute("lang")).toBe("en");
    expect(screen.getByText("A French quarter by the sea.").getAttribute("lang")).toBe("en");
    expect(screen.getByRole("heading", { name: "गोवा" }).getAttribute("lang")).toBe("hi");
    expect(screen.getByText("समुद्र तट और पुराने चर्च।").getAttribute("lang")).toBe("hi");
    expect(screen.getByText("ये जगहें आपके बजट में हैं।").getAttribute("lang")).toBe("hi");
    // The page's own words keep the page's language.
    expect(screen.getAllByRole("link", { name: /View Details/ })[0].hasAttribute("lang")).toBe(
      false,
    );
  });
});
