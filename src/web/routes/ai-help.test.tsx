import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  mockFetch,
  renderWithProviders,
  requestBody,
} from "@/web/components/ui/testing/render-with-providers";
import AiHelpScreen from "./ai-help";

function renderAiHelp() {
  return renderWithProviders(<AiHelpScreen />, { url: "/aihelp", path: "/aihelp" });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AI Travel Assistant", () => {
  it("asks for requirements on an empty prompt and sends nothing", async () => {
    const fetchMock = mockFetch({});
    const { user } = renderAiHelp();
    await user.click(screen.getByRole("button", { name: "Plan My Trip" }));
    expect(await screen.findByText("Please enter your travel requirements")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("treats a whitespace-only prompt as empty", async () => {
    const fetchMock = mockFetch({});
    const { user } = renderAiHelp();
    await user.type(screen.getByLabelText("Describe your ideal trip"), "    ");
    await user.click(screen.getByRole("button", { name: "Plan My Trip" }));
    expect(await screen.findByText("Please enter your travel requirements")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the fallback error while the endpoint answers 404", async () => {
    mockFetch({});
    const { user } = renderAiHelp();
    await user.type(screen.getByLabelText("Describe your ideal trip"), "Beaches in December");
    await user.click(screen.getByRole("button", { name: "Plan My Trip" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Failed to get recommendations. Please try again.",
    );
  });

  it("shows the plan with cards linking to the packages", async () => {
    const fetchMock = mockFetch({
      "POST /api/assistant/recommendations": {
        body: {
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
        },
      },
    });
    const { user } = renderAiHelp();
    await user.type(screen.getByLabelText("Describe your ideal trip"), "Beaches in December");
    await user.click(screen.getByRole("button", { name: "Plan My Trip" }));

    expect(await screen.findByText("Your Personalized Travel Plan")).toBeTruthy();
    expect(screen.getByText("Goa fits your dates and budget.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View Details" }).getAttribute("href")).toBe(
      "/packages/dest_3",
    );
    expect(requestBody(fetchMock)).toEqual({ prompt: "Beaches in December" });
  });

  it("says so when no destination matches", async () => {
    mockFetch({
      "POST /api/assistant/recommendations": { body: { summary: "Hmm.", destinations: [] } },
    });
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
