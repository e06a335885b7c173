import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { englishAfterEach, showHindi } from "@/web/components/ui/testing/show-hindi";
import { DestinationCard } from "@/web/features/catalogue/destination-card";
import { makeDestinations } from "@/web/features/catalogue/testing/fixtures";
import DestinationsScreen from "./destinations";

englishAfterEach();

describe("the catalogue in Hindi", () => {
  it("shows the Destinations screen's labels in Hindi", async () => {
    await showHindi();
    renderWithProviders(<DestinationsScreen />, { url: "/destinations", path: "/destinations" });
    expect(screen.getByRole("heading", { level: 1, name: "घूमने की जगहें देखें" })).toBeTruthy();
    expect(await screen.findByText("14 में से 6 जगहें दिख रही हैं")).toBeTruthy();
    expect(screen.getByRole("searchbox", { name: "जगहें खोजें" })).toBeTruthy();
    const filters = screen.getByRole("complementary", { name: "फ़िल्टर" });
    expect(within(filters).getByRole("radio", { name: "उत्तर भारत" })).toBeTruthy();
    expect(within(filters).getByRole("radio", { name: "ऐतिहासिक" })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: /पूरी जानकारी देखें/ })).toHaveLength(6);
    expect(screen.getByRole("button", { name: "फ़िल्टर हटाएँ" })).toBeTruthy();
    expect(screen.queryByText("View Details")).toBeNull();
    expect(screen.getByRole("button", { name: "और देखें" })).toBeTruthy();
  });

  it("marks a name and description the server gave only in English with lang=en", async () => {
    await showHindi();
    const [destination] = makeDestinations(1);
    renderWithProviders(
      <DestinationCard destination={{ ...destination, englishFields: ["name", "description"] }} />,
    );
    const title = screen.getByRole("heading", { level: 3, name: destination.name });
    expect(title.getAttribute("lang")).toBe("en");
    expect(screen.getByText(destination.description).getAttribute("lang")).toBe("en");
    expect(screen.getByText("औसतन, प्रति व्यक्ति")).toBeTruthy();
  });

  it("leaves the language alone when the server gave every field", async () => {
    await showHindi();
    const [destination] = makeDestinations(1);
    renderWithProviders(<DestinationCard destination={destination} />);
    const title = screen.getByRole("heading", { level: 3, name: destination.name });
    expect(title.hasAttribute("lang")).toBe(false);
  });
});
