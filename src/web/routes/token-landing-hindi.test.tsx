import { screen } from "@testing-library/react";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { englishAfterEach, showHindi } from "@/web/components/ui/testing/show-hindi";
import GuideApplicationConfirmScreen from "./guide-application-confirm";
import NewsletterUnsubscribeScreen from "./newsletter-unsubscribe";

englishAfterEach();

describe("the e-mailed links' screens in Hindi", () => {
  it("confirms an application from the e-mailed link in Hindi", async () => {
    await showHindi(["account"]);
    server.use(
      http.post("/api/guide-applications/confirm", () =>
        HttpResponse.json({ status: "confirmed" }),
      ),
    );
    renderWithProviders(<GuideApplicationConfirmScreen />, {
      url: "/guide-applications/confirm?token=abc",
      path: "/guide-applications/confirm",
    });
    expect(screen.getByRole("heading", { level: 1, name: "गाइड के लिए आवेदन" })).toBeTruthy();
    expect(screen.getByText("आपके आवेदन की पुष्टि हो रही है...")).toBeTruthy();
    expect(
      await screen.findByText(
        "धन्यवाद! आपके ईमेल पते की पुष्टि हो गई है और आपका आवेदन हमारी टीम तक पहुँच गया है। हम जल्द ही आपसे संपर्क करेंगे।",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "होम" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "संपर्क करें" })).toBeTruthy();
  });

  it("frames the newsletter's unsubscribe screen in Hindi", async () => {
    await showHindi(["account"]);
    renderWithProviders(<NewsletterUnsubscribeScreen />, {
      url: "/newsletter/unsubscribe",
      path: "/newsletter/unsubscribe",
    });
    expect(screen.getByRole("heading", { level: 1, name: "सदस्यता छोड़ें" })).toBeTruthy();
    expect(screen.getByText("ईमेल पर यात्रा टूर्स के घूमने के सुझाव।")).toBeTruthy();
  });
});
