import { act, screen, within } from "@testing-library/react";
import { auth } from "@tests/support/msw/handlers/auth";
import { server } from "@tests/support/msw/server";
import { type HttpHandler, HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { authClient } from "@/web/lib/auth-client";
import { loadLanguage, withMessages } from "@/web/lib/i18n";
import AccountScreen from "./account";

const qr = vi.hoisted(() => ({ toString: vi.fn(async () => "<svg>qr</svg>") }));
vi.mock("qrcode", () => ({ ...qr, default: qr }));

const TOTP_URI =
  "otpauth://totp/Yatra%20Tours:traveller%40example.com?secret=JBSWY3DPEHPK3PXPJBSW&issuer=Yatra%20Tours&digits=6&period=30";
const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

const session = {
  user: {
    id: "u1",
    email: "traveller@example.com",
    name: "Ananya Iyer",
    emailVerified: true,
    createdAt: "2026-01-01T00:00:00.000Z",
    role: "user",
    twoFactorEnabled: false,
  },
  session: { id: "s1", token: "this-token", expiresAt: "2030-01-01T00:00:00.000Z" },
};

const devices = [
  {
    id: "s2",
    token: "phone-token",
    userAgent: SAFARI_IPHONE,
    ipAddress: "203.0.113.9",
    createdAt: "2026-11-20T04:00:00.000Z",
    updatedAt: "2026-11-20T05:00:00.000Z",
    expiresAt: "2026-11-27T04:00:00.000Z",
  },
  {
    id: "s1",
    token: "this-token",
    userAgent: CHROME_WINDOWS,
    ipAddress: "198.51.100.7",
    createdAt: "2026-11-21T04:00:00.000Z",
    updatedAt: "2026-11-21T04:00:00.000Z",
    expiresAt: "2026-11-28T04:00:00.000Z",
  },
];

/** Signed in with two devices, in Hindi (with the catalog the router fetches for this screen). */
async function renderAccountInHindi(handlers: HttpHandler[] = []) {
  await act(async () => {
    await loadLanguage("hi");
    await withMessages(async () => undefined, ["account"]);
  });
  server.use(
    auth.session(() => session),
    auth.devices(devices),
    ...handlers,
  );
  await authClient.getSession();
  const view = renderWithProviders(<AccountScreen />, { url: "/account", path: "/account" });
  const section = (name: string) => within(screen.getByRole("region", { name }));
  return { ...view, section };
}

afterEach(async () => {
  await act(() => loadLanguage("en"));
});

describe("Account & security in Hindi", () => {
  it("shows the sections and the signed-in devices in Hindi, names left as names", async () => {
    const { section } = await renderAccountInHindi();
    expect(screen.getByRole("heading", { level: 1, name: "खाता और सुरक्षा" })).toBeTruthy();
    for (const name of ["टू-फ़ैक्टर ऑथेंटिकेशन", "ईमेल", "पासवर्ड", "खाता हटाएँ"]) {
      expect(screen.getByRole("region", { name })).toBeTruthy();
    }
    expect(screen.getByRole("link", { name: "← प्रोफ़ाइल पर वापस जाएँ" })).toBeTruthy();

    const devicesSection = section("साइन-इन किए हुए डिवाइस");
    const rows = await devicesSection.findAllByRole("listitem");
    expect(rows[0].textContent).toContain("Windows पर Chrome");
    expect(within(rows[0]).getByText("यह डिवाइस")).toBeTruthy();
    expect(within(rows[0]).getByText("Chrome").getAttribute("translate")).toBe("no");
    expect(rows[1].textContent).toContain("iOS पर Safari");
    expect(rows[1].textContent).toContain("आईपी पता 203.0.113.9");
    expect(rows[1].textContent).toContain("साइन इन 20 नव॰ 2026, सुबह 9:30");
    expect(rows[1].textContent).toContain("आख़िरी बार सक्रिय 20 नव॰ 2026, सुबह 10:30");
    expect(within(rows[1]).getByText("203.0.113.9").getAttribute("translate")).toBe("no");
    expect(
      within(rows[1]).getByRole("button", {
        name: /^साइन आउट करें iOS पर Safari साइन इन 20 नव॰ 2026/,
      }),
    ).toBeTruthy();
    expect(devicesSection.getByRole("button", { name: "हर जगह से साइन आउट करें" })).toBeTruthy();

    const email = section("ईमेल");
    expect(email.getByText("traveller@example.com").getAttribute("translate")).toBe("no");
    expect(email.getByLabelText("नया ईमेल")).toBeTruthy();
    expect(section("खाता हटाएँ").getByLabelText("पुष्टि के लिए DELETE लिखें")).toBeTruthy();
    expect(screen.getByText("DELETE").getAttribute("translate")).toBe("no");
    expect(screen.queryByText("Signed-in devices")).toBeNull();
  });

  it("turns on two-factor authentication in Hindi", async () => {
    const { section, user } = await renderAccountInHindi([
      http.post("/api/auth/two-factor/enable", () =>
        HttpResponse.json({ totpURI: TOTP_URI, backupCodes: ["aaaaa-11111"] }),
      ),
      http.post("/api/auth/two-factor/verify-totp", () =>
        HttpResponse.json({ token: "new-token", user: {} }),
      ),
    ]);
    const twoFactor = section("टू-फ़ैक्टर ऑथेंटिकेशन");
    expect(twoFactor.getByText("बंद")).toBeTruthy();
    await user.click(twoFactor.getByRole("button", { name: "टू-फ़ैक्टर ऑथेंटिकेशन चालू करें" }));
    expect(twoFactor.getByText("टू-फ़ैक्टर ऑथेंटिकेशन चालू करने के लिए अपना पासवर्ड डालें।")).toBeTruthy();
    await user.type(twoFactor.getByLabelText("मौजूदा पासवर्ड"), "yatra-demo-2026");
    await user.click(twoFactor.getByRole("button", { name: "आगे बढ़ें" }));

    expect(await twoFactor.findByRole("img", { name: "आपके ऑथेंटिकेटर ऐप के लिए QR कोड" })).toBeTruthy();
    expect(twoFactor.getByText("या यह कुंजी लिखें")).toBeTruthy();
    expect(twoFactor.getByText("JBSW Y3DP EHPK 3PXP JBSW").getAttribute("translate")).toBe("no");
    expect(twoFactor.getByRole("list", { name: "बैकअप कोड" }).getAttribute("translate")).toBe("no");
    await user.type(twoFactor.getByLabelText("ऐप में दिखा कोड"), "246810");
    await user.click(twoFactor.getByRole("button", { name: "चालू करें" }));
    expect(await twoFactor.findByText("टू-फ़ैक्टर ऑथेंटिकेशन चालू है।")).toBeTruthy();
  });

  it("asks for a new address in Hindi and says where the link went", async () => {
    const { section, user } = await renderAccountInHindi([
      http.post("/api/account/change-email", () => HttpResponse.json({ status: true })),
    ]);
    const email = section("ईमेल");
    await user.type(email.getByLabelText("नया ईमेल"), "naya@example.com");
    await user.type(email.getByLabelText("मौजूदा पासवर्ड"), "yatra-demo-2026");
    await user.click(email.getByRole("button", { name: "ईमेल बदलें" }));
    expect(
      await email.findByText(
        "हमने naya@example.com पर पुष्टि का लिंक भेज दिया है। उसे खोलते ही आपका पता बदल जाएगा।",
      ),
    ).toBeTruthy();
  });
});
