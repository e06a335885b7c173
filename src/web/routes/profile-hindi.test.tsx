import { act, screen, within } from "@testing-library/react";
import { profile } from "@tests/support/msw/handlers/profile";
import { sent } from "@tests/support/msw/journal";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "@/shared/profile/types";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { loadLanguage, withMessages } from "@/web/lib/i18n";
import ProfileScreen from "./profile";

const auth = vi.hoisted(() => ({
  session: { data: null as unknown, isPending: false, error: null, refetch: async () => {} },
}));
vi.mock("@/web/lib/auth-client", () => ({
  authClient: { useSession: () => auth.session, signOut: vi.fn() },
}));

const traveller: Profile = {
  id: "u1",
  email: "ananya@example.com",
  memberSince: "2025-03-14T09:30:00.000Z",
  fullName: "Ananya Iyer",
  phone: "+91 98100 00000",
  address: "Jaipur",
  preferences: "Forts and food",
  role: "user",
  profilePic: null,
};

function signIn() {
  auth.session = { ...auth.session, data: { user: { id: "u1", role: "user" } } };
}

const renderProfile = () =>
  renderWithProviders(<ProfileScreen />, { url: "/profile", path: "/profile" });

afterEach(async () => {
  auth.session = { ...auth.session, data: null };
  await act(() => loadLanguage("en"));
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "lang=; Max-Age=0; Path=/";
});

describe("the profile in Hindi", () => {
  it("shows the profile, its links and its form in Hindi, and saves", async () => {
    await act(async () => {
      await loadLanguage("hi");
      await withMessages(async () => undefined, ["account"]);
    });
    signIn();
    const saved: Profile = { ...traveller, address: "जयपुर" };
    server.use(profile.get(traveller), profile.put(saved));
    const { user } = renderProfile();

    expect(await screen.findByRole("heading", { level: 1, name: "मेरी प्रोफ़ाइल" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "निजी जानकारी" })).toBeTruthy();
    expect(screen.getByText("यात्री")).toBeTruthy();
    expect(screen.getByText("सदस्य कब से")).toBeTruthy();
    expect(screen.getByText("14 मार्च 2025")).toBeTruthy();
    // The person's own data is not for translating.
    expect(screen.getByText("ananya@example.com").getAttribute("translate")).toBe("no");
    expect(screen.getByText("Ananya Iyer", { selector: "p" }).getAttribute("translate")).toBe("no");
    const links = screen.getByRole("navigation", { name: "आपका खाता" });
    expect(within(links).getByRole("link", { name: "सहेजी गई जगहें" })).toBeTruthy();
    expect(within(links).getByRole("link", { name: "खाता और सुरक्षा" })).toBeTruthy();
    expect(within(links).getByRole("button", { name: "साइन आउट करें" })).toBeTruthy();
    expect(screen.getByLabelText("पता")).toBeTruthy();
    expect(screen.getByLabelText("यात्रा की पसंद")).toBeTruthy();
    expect(screen.getByLabelText("प्रोफ़ाइल तस्वीर")).toBeTruthy();
    expect(screen.queryByText("My Profile")).toBeNull();

    await user.click(screen.getByRole("button", { name: "प्रोफ़ाइल बदलें" }));
    await user.clear(screen.getByLabelText("पता"));
    await user.type(screen.getByLabelText("पता"), "जयपुर");
    await user.click(screen.getByRole("button", { name: "बदलाव सहेजें" }));

    const status = await screen.findByText("प्रोफ़ाइल अपडेट हो गई!");
    expect(status.closest("[role]")?.getAttribute("role")).toBe("status");
    expect(sent("PUT", "/api/profile")[0].body).toMatchObject({ address: "जयपुर" });
  });

  it("switches from English to Hindi with the profile's language switch", async () => {
    // The router fetches the traveller's messages with the profile screen.
    await act(() => withMessages(async () => undefined, ["account"]));
    signIn();
    server.use(
      profile.get(traveller),
      http.put("/api/account/language", () => HttpResponse.json({ language: "hi" })),
    );
    const { user } = renderProfile();

    expect(await screen.findByRole("heading", { level: 1, name: "My Profile" })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Language"), "hi");

    expect(await screen.findByRole("heading", { level: 1, name: "मेरी प्रोफ़ाइल" })).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>("भाषा").value).toBe("hi");
    expect(screen.getByRole("button", { name: "प्रोफ़ाइल बदलें" })).toBeTruthy();
    expect(screen.getByText("14 मार्च 2025")).toBeTruthy();
    expect(sent("PUT", "/api/account/language").map((request) => request.body)).toEqual([
      { language: "hi" },
    ]);
  });
});
