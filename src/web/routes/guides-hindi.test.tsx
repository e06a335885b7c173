import { screen, within } from "@testing-library/react";
import { catalogue } from "@tests/support/msw/handlers/catalogue";
import { server } from "@tests/support/msw/server";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { englishAfterEach, showHindi } from "@/web/components/ui/testing/show-hindi";
import { makeGuide } from "@/web/features/catalogue/testing/fixtures";
import GuidesScreen from "./guides";

englishAfterEach();

describe("the Guides screen in Hindi", () => {
  it("shows its labels in Hindi and marks a name the server gave only in English", async () => {
    server.use(
      catalogue.guideSearch([
        makeGuide({ sno: 1, name: "Asha Verma", englishFields: ["name"] }),
        makeGuide({ sno: 2, name: "प्रिया शर्मा" }),
      ]),
    );
    await showHindi();
    renderWithProviders(<GuidesScreen />, { url: "/guides", path: "/guides" });
    expect(screen.getByRole("heading", { level: 1, name: "हमारे अनुभवी टूर गाइड" })).toBeTruthy();
    expect(screen.getByText("गाइड लोड हो रहे हैं...")).toBeTruthy();
    expect(await screen.findByText("2 गाइड मिले")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "विशेषज्ञता" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "सभी भाषाएँ" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "सिर्फ़ लाइसेंसधारी गाइड" })).toBeTruthy();
    expect(screen.queryByText("Licensed guides only")).toBeNull();

    const english = screen.getByRole("heading", { level: 3, name: "Asha Verma" });
    expect(english.getAttribute("lang")).toBe("en");
    const card = within(english.closest("article")!);
    expect(card.getByText("सत्यापित")).toBeTruthy();
    expect(card.getByText(/साल का अनुभव$/)).toBeTruthy();
    const hindi = screen.getByRole("heading", { level: 3, name: "प्रिया शर्मा" });
    expect(hindi.hasAttribute("lang")).toBe(false);
  });
});
