import { screen, within } from "@testing-library/react";
import { server } from "@tests/support/msw/server";
import { describe, expect, it } from "vitest";
import type { Destination } from "@/shared/catalogue/types";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { englishAfterEach, showHindi } from "@/web/components/ui/testing/show-hindi";
import type { RenderPackageDetails } from "./content-preview";
import { DestinationsAdminPanel, PackagesAdminPanel } from "./panels";
import { type ContentState, contentApi } from "./testing/content-api";
import { adminDestination, adminPackage } from "./testing/content-fixtures";

englishAfterEach();

const card = (d: Destination) => <article aria-label="Card">{d.name}</article>;
const details: RenderPackageDetails = ({ pkg }) => <article>{pkg.name}</article>;

function setUp(panel: "destinations" | "packages", state: ContentState) {
  server.use(...contentApi(state));
  return renderWithProviders(
    panel === "destinations" ? (
      <DestinationsAdminPanel renderCard={card} />
    ) : (
      <PackagesAdminPanel renderDetails={details} />
    ),
  );
}

/** Abbreviations a Hindi page may show in Latin letters (the route walk allows these too). */
const ALLOWED = /^(AI|UPI|GST|PDF|OTP|QR|ID|SMS|URL|iCal|KB|MB|PNG|JPEG|WebP|AVIF)$/;

/**
 * Latin-letter words the interface shows (text, aria-label, title, placeholder, alt) outside
 * `lang="en"` and `translate="no"`: each would be English left untranslated in Hindi.
 */
function latinOutsideEnglish(root: HTMLElement): string[] {
  const exempt = (element: Element) => element.closest('[lang="en"], [translate="no"]') !== null;
  const words = (text: string | null) =>
    (text ?? "").match(/[A-Za-z][A-Za-z']*/g)?.filter((word) => !ALLOWED.test(word)) ?? [];
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || exempt(parent) || parent.closest("script, style, [hidden]")) continue;
    found.push(...words(node.textContent));
  }
  for (const element of root.querySelectorAll("*")) {
    if (exempt(element)) continue;
    for (const name of ["aria-label", "title", "placeholder", "alt"]) {
      found.push(...words(element.getAttribute(name)));
    }
  }
  return found;
}

describe("the console's destinations and packages in Hindi", () => {
  it("shows the destinations list in Hindi, the content marked as English", async () => {
    await showHindi(["dashboard", "console"]);
    setUp("destinations", {
      destinations: [
        adminDestination(1, { name: "Udaipur", status: "draft" }),
        adminDestination(2, { name: "Hampi", status: "published" }),
      ],
      packages: [],
    });
    const table = await screen.findByRole("table", { name: "घूमने की जगहें" });
    expect(screen.getByRole("searchbox", { name: "जगहें खोजें" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "जगहें ढूँढें" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "नई जगह" })).toBeTruthy();
    const status = screen.getByRole("combobox", { name: "स्थिति" });
    expect(within(status).getByRole("option", { name: "ड्राफ़्ट" })).toBeTruthy();
    expect(within(status).getByRole("option", { name: "सभी" })).toBeTruthy();
    expect(within(table).getByRole("columnheader", { name: "नाम" })).toBeTruthy();
    expect(await within(table).findByText("ड्राफ़्ट")).toBeTruthy();
    expect(within(table).getAllByText("पश्चिम भारत", { exact: false })).toHaveLength(2);
    expect(screen.getByText("2 जगहें")).toBeTruthy();
    const udaipur = screen.getByRole("button", { name: "Udaipur" });
    expect(udaipur.querySelector('[lang="en"]')?.textContent).toBe("Udaipur");
    expect(screen.queryByText("New destination")).toBeNull();
    expect(latinOutsideEnglish(document.body)).toEqual([]);
  });

  it("shows the destination editor's labels, Hindi section and actions in Hindi", async () => {
    await showHindi(["dashboard", "console"]);
    const { user } = setUp("destinations", {
      destinations: [
        adminDestination(8, {
          name: "Jaipur",
          status: "draft",
          bookingCount: 2,
          hi: { name: "जयपुर" },
          missingHindi: ["state", "bestSeason"],
        }),
      ],
      packages: [],
    });
    await user.click(await screen.findByRole("button", { name: "Jaipur" }));
    const heading = await screen.findByRole("heading", { name: "Jaipur में बदलाव करें" });
    expect(heading.querySelector('[lang="en"]')?.textContent).toBe("Jaipur");
    expect(screen.getByRole("region", { name: "जगह के बारे में" })).toBeTruthy();
    expect((screen.getByLabelText("नाम") as HTMLInputElement).lang).toBe("en");
    expect((screen.getByLabelText("हिन्दी में नाम") as HTMLInputElement).value).toBe("जयपुर");
    const region = screen.getByRole("combobox", { name: "क्षेत्र" });
    expect(within(region).getByRole("option", { name: "उत्तर भारत" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "ऐतिहासिक" })).toBeTruthy();
    expect(screen.getByText("अभी हिन्दी में नहीं: राज्य, घूमने का सबसे अच्छा समय।")).toBeTruthy();
    expect(screen.getByRole("button", { name: "ड्राफ़्ट सहेजें" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "प्रकाशित करें" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "← घूमने की जगहों पर वापस जाएँ" })).toBeTruthy();
    expect(latinOutsideEnglish(document.body)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "हटाएँ" }));
    const dialog = await screen.findByRole("dialog", { name: "जगह हटाएँ" });
    expect(
      within(dialog).getByText("इसकी 2 बुकिंग हैं, इसलिए इसे सिर्फ़ संग्रह में डाला जा सकता है।"),
    ).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "हमेशा के लिए हटाएँ" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "रद्द करें" })).toBeTruthy();
  });

  it("shows the package editor's lists and their row buttons in Hindi", async () => {
    await showHindi(["dashboard", "console"]);
    const { user } = setUp("packages", {
      destinations: [adminDestination(1)],
      packages: [adminPackage(3, { name: "Tour 3" })],
    });
    expect(await screen.findByRole("table", { name: "पैकेज" })).toBeTruthy();
    expect(screen.getByText("1 पैकेज")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Tour 3" }));
    await screen.findByRole("heading", { name: "Tour 3 में बदलाव करें" });

    const itinerary = screen.getByRole("group", { name: "यात्रा कार्यक्रम" });
    expect(within(itinerary).getByRole("group", { name: "दिन 1" })).toBeTruthy();
    expect(within(itinerary).getByRole("button", { name: "दिन 2 को ऊपर ले जाएँ" })).toBeTruthy();
    expect(within(itinerary).getByRole("button", { name: "दिन 1 हटाएँ" })).toBeTruthy();
    expect(within(itinerary).getAllByRole("checkbox", { name: "नाश्ता" })).toHaveLength(2);
    expect(within(itinerary).getAllByLabelText("हिन्दी में शीर्षक")).toHaveLength(2);
    expect(screen.getByRole("group", { name: "प्रति व्यक्ति लागत" })).toBeTruthy();
    expect(screen.getByText("उप-योग")).toBeTruthy();
    expect(screen.getByRole("button", { name: "एक दिन जोड़ें" })).toBeTruthy();
    expect(screen.getByText(/^अभी हिन्दी में नहीं: नाम, झलक, ख़ास बातें/)).toBeTruthy();

    await user.click(within(itinerary).getByRole("button", { name: "दिन 2 को ऊपर ले जाएँ" }));
    expect(await screen.findByText("दिन 2 अब दिन 1 है।")).toBeTruthy();
    expect(latinOutsideEnglish(document.body)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "प्रीव्यू" }));
    const preview = await screen.findByRole("region", {
      name: "प्रीव्यू — यात्री इसे अभी नहीं देख सकते",
    });
    expect(
      within(preview).getByText("आपके कुछ बदलाव सहेजे नहीं गए हैं: उन्हें यहाँ देखने के लिए सहेजें।"),
    ).toBeTruthy();
    expect(within(preview).getByRole("button", { name: "बदलाव करने पर वापस जाएँ" })).toBeTruthy();
  });
});
