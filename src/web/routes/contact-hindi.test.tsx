import { screen, waitFor, within } from "@testing-library/react";
import { sent } from "@tests/support/msw/journal";
import { notFound } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { englishAfterEach, showHindi } from "@/web/components/ui/testing/show-hindi";
import AboutScreen from "./about";
import AiHelpScreen from "./ai-help";
import ContactScreen from "./contact";

englishAfterEach();

describe("the company's pages in Hindi", () => {
  it("shows Contact Us in Hindi and thanks in Hindi", async () => {
    await showHindi(["trips"]);
    server.use(http.post("/api/contact", () => HttpResponse.json({ id: 1 }, { status: 201 })));
    const { user } = renderWithProviders(<ContactScreen />, {
      url: "/contact-us",
      path: "/contact-us",
    });
    expect(
      screen.getByRole("heading", { level: 1, name: "आपकी योजना में मदद के लिए हम यहाँ हैं" }),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "हमें फ़ोन करें" })).toBeTruthy();
    expect(screen.getByText("सोम–शुक्र 9:00–18:00")).toBeTruthy();
    expect(screen.getByText("शनि 10:00–16:00")).toBeTruthy();
    expect(screen.getByText("+91 11 4567 8900").getAttribute("translate")).toBe("no");
    expect(screen.getByText("hello@yatratours.in").getAttribute("translate")).toBe("no");
    expect(
      screen.getByRole("img", {
        name: "मध्य नई दिल्ली का नक्शा, जिसमें दूसरी मंज़िल, 14 जनपथ, कनॉट प्लेस, नई दिल्ली 110001 पर हमारा दफ़्तर दिखाया गया है",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "रास्ता देखें" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "अक्सर पूछे जाने वाले सवाल" })).toBeTruthy();
    expect(screen.getByText("आपकी रद्द करने की नीति क्या है?")).toBeTruthy();
    expect(screen.getByText(/टूर शुरू होने से 30 दिन या उससे पहले रद्द करने पर/)).toBeTruthy();
    expect(screen.queryByText("What is your cancellation policy?")).toBeNull();

    await user.type(screen.getByLabelText("नाम"), "Asha Verma");
    await user.type(screen.getByLabelText("ईमेल"), "asha@example.com");
    expect(screen.getByLabelText("फ़ोन (वैकल्पिक)")).toBeTruthy();
    await user.type(screen.getByLabelText("विषय"), "गोवा यात्रा");
    await user.type(screen.getByLabelText("संदेश"), "दिसंबर में हम चार लोग हैं।");
    await user.click(screen.getByRole("button", { name: "संदेश भेजें" }));
    expect(await screen.findByText("आपके संदेश के लिए धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।")).toBeTruthy();
    expect(sent("POST", "/api/contact")).toHaveLength(1);
  });

  it("fills a guide's enquiry subject in Hindi", async () => {
    await showHindi(["trips"]);
    server.use(
      http.get("/api/guides/:sno", () =>
        HttpResponse.json({ guide: { sno: 3, name: "Meera Iyer" } }),
      ),
    );
    renderWithProviders(<ContactScreen />, { url: "/contact-us?guide=3", path: "/contact-us" });
    const subject = screen.getByLabelText<HTMLInputElement>("विषय");
    await waitFor(() => expect(subject.value).toBe("Meera Iyer की बुकिंग के बारे में पूछताछ"));
  });

  it("tells the company's story in Hindi", async () => {
    await showHindi(["trips"]);
    renderWithProviders(<AboutScreen />, { url: "/about", path: "/about" });
    expect(
      screen.getByRole("heading", { level: 1, name: "भारत घूमिए उन लोगों के साथ जिनका यह घर है" }),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "हमारी कहानी" })).toBeTruthy();
    expect(screen.getByText(/यात्रा टूर्स की स्थापना 2020 में नई दिल्ली में/)).toBeTruthy();
    expect(screen.getByText("पूरे भारत में 5")).toBeTruthy();
    expect(screen.getByText("30+ दिन पहले रद्द करने पर पूरा रिफ़ंड")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "अनुभवी स्थानीय गाइड" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "अनन्या शर्मा" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "अनन्या शर्मा की तस्वीर" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "निजता नीति" })).toBeTruthy();
    const privacy = screen.getByText(/अपनी जानकारी देखने, सुधारने या हटाने के लिए/);
    expect(within(privacy).getByText("hello@yatratours.in").getAttribute("translate")).toBe("no");
    expect(screen.getByRole("link", { name: "पैकेज देखें" })).toBeTruthy();
    expect(screen.queryByText("Our Story")).toBeNull();
  });

  it("asks the AI Travel Assistant in Hindi", async () => {
    await showHindi(["trips"]);
    server.use(http.post("/api/assistant/recommendations", () => notFound()));
    const { user } = renderWithProviders(<AiHelpScreen />, { url: "/aihelp", path: "/aihelp" });
    expect(screen.getByRole("heading", { level: 1, name: "AI यात्रा सहायक" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "बेहतर नतीजों के लिए सुझाव" })).toBeTruthy();
    const prompt = screen.getByLabelText("अपनी मनचाही यात्रा के बारे में बताएँ");
    expect(prompt.getAttribute("placeholder")).toBe(
      "दिसंबर में दो लोगों के लिए ₹30,000 से कम में 5 दिन की समुद्र तट यात्रा",
    );
    await user.type(prompt, "दिसंबर में समुद्र तट");
    await user.click(screen.getByRole("button", { name: "मेरी यात्रा की योजना बनाएँ" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "सुझाव नहीं मिल पाए। कृपया फिर से कोशिश करें।",
    );
  });
});
