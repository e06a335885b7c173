import { screen, waitFor, within } from "@testing-library/react";
import { sent } from "@tests/support/msw/journal";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { englishAfterEach, showHindi } from "@/web/components/ui/testing/show-hindi";
import { JoinAsGuideButton } from "@/web/features/guide-application";

vi.mock("@/web/lib/use-current-user", () => ({
  useCurrentUser: () => ({ user: null, isPending: false, refetch: async () => {} }),
}));

englishAfterEach();

describe("the guide application in Hindi", () => {
  it("shows the form in Hindi, keeps the specializations' values and sends it", async () => {
    await showHindi(["account"]);
    server.use(
      http.post("/api/guide-applications", () =>
        HttpResponse.json({ id: 7, needsConfirmation: true }, { status: 201 }),
      ),
    );
    const { user } = renderWithProviders(<JoinAsGuideButton />);
    await user.click(screen.getByRole("button", { name: "टूरिस्ट गाइड बनें" }));
    const dialog = screen.getByRole("dialog", { name: "टूरिस्ट गाइड बनें" });
    const select = await within(dialog).findByLabelText<HTMLSelectElement>("विशेषज्ञता");
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ["", "अपनी विशेषज्ञता चुनें"],
      ["historical", "ऐतिहासिक स्थल"],
      ["adventure", "एडवेंचर टूरिज़्म"],
      ["cultural", "सांस्कृतिक टूरिज़्म"],
      ["wildlife", "वाइल्डलाइफ़ टूरिज़्म"],
      ["food", "फ़ूड टूरिज़्म"],
      ["other", "अन्य"],
    ]);
    expect(within(dialog).getByText("इस पते की पुष्टि के लिए हम आपको एक लिंक ईमेल करेंगे।")).toBeTruthy();

    // An empty form says in Hindi what is missing.
    await user.click(within(dialog).getByRole("button", { name: "आवेदन भेजें" }));
    expect(await within(dialog).findByText("कृपया अपना फ़ोन नंबर लिखें")).toBeTruthy();
    expect(within(dialog).getByText("कृपया लिखें कि आपको कितने साल का अनुभव है")).toBeTruthy();
    expect(within(dialog).getByText("कृपया लिखें कि आप कौन-कौन सी भाषाएँ बोलते हैं")).toBeTruthy();
    expect(within(dialog).getByText("आपको नियम और शर्तें माननी होंगी")).toBeTruthy();

    const field = (label: string) => within(dialog).getByLabelText<HTMLInputElement>(label);
    await user.type(field("पूरा नाम"), "Kavya Reddy");
    await user.type(field("ईमेल"), "kavya@example.com");
    await user.type(field("फ़ोन"), "+91 98765 43210");
    await user.type(field("पता"), "12 MG Road, Bengaluru");
    await user.type(field("अनुभव (सालों में)"), "6");
    await user.type(field("भाषाएँ"), "कन्नड़, हिन्दी");
    await user.selectOptions(select, "सांस्कृतिक टूरिज़्म");
    await user.type(field("अपने बारे में"), "मैं पुराने बेंगलुरु में हेरिटेज वॉक कराती हूँ।");
    await user.click(field("मैं नियमों और शर्तों से सहमत हूँ"));
    await user.click(within(dialog).getByRole("button", { name: "आवेदन भेजें" }));

    expect(
      await screen.findByText(
        "टूरिस्ट गाइड बनने में दिलचस्पी दिखाने के लिए धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे। कृपया अभी भेजे गए ईमेल के लिंक से अपने ईमेल पते की पुष्टि करें: पुष्टि के बाद ही हमारी टीम आपका आवेदन देख पाएगी।",
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent("POST", "/api/guide-applications")[0].body).toMatchObject({
      specialization: "cultural",
    });
  });
});
