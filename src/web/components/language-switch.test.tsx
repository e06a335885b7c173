import { act, screen, waitFor } from "@testing-library/react";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageSwitch } from "@/web/components/language-switch";
import { AppLayout } from "@/web/components/layout/app-layout";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { loadLanguage } from "@/web/lib/i18n";

// Counted, to show which switch asks for which language (the function itself is the real one).
vi.mock("@/web/lib/i18n", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/web/lib/i18n")>();
  return { ...actual, loadLanguage: vi.fn(actual.loadLanguage) };
});

const auth = vi.hoisted(() => ({
  session: { data: null as unknown, isPending: false, error: null, refetch: async () => {} },
}));
vi.mock("@/web/lib/auth-client", () => ({
  authClient: { useSession: () => auth.session },
}));

const signedIn = {
  user: { id: "u1", email: "traveller@example.com", name: "Ananya", role: "user" },
  session: { id: "s1" },
};

afterEach(() => {
  auth.session = { ...auth.session, data: null };
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "lang=; Max-Age=0; Path=/";
});

const homeLinks = (name: string) => screen.getAllByRole("link", { name });

/** Signed in with `accountLanguage` on the account; the server keeps the next choice. */
function signedInKeeping(accountLanguage: "en" | "hi", kept: "en" | "hi") {
  auth.session = {
    ...auth.session,
    data: { ...signedIn, user: { ...signedIn.user, language: accountLanguage } },
  };
  server.use(
    http.put("/api/account/language", () => HttpResponse.json({ language: kept }, { status: 200 })),
  );
  return renderWithProviders(<AppLayout />);
}

describe("the app shell's language", () => {
  it("speaks English by default", () => {
    renderWithProviders(<AppLayout />);
    expect(homeLinks("Home").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Skip to main content" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main navigation" })).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>("Language").value).toBe("en");
    expect(screen.queryByText("होम")).toBeNull();
  });

  it("speaks Hindi when Hindi is active, the shell's every label included", async () => {
    await act(() => loadLanguage("hi"));
    renderWithProviders(<AppLayout />);
    expect(homeLinks("होम").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "मुख्य सामग्री पर जाएँ" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "मुख्य नेविगेशन" })).toBeTruthy();
    // The footer's heading: the footer renders once the screen above it is painted.
    expect(await screen.findByRole("heading", { name: "लोकप्रिय जगहें" })).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>("भाषा").value).toBe("hi");
    expect(screen.queryByRole("link", { name: "Home" })).toBeNull();
    expect(document.documentElement.lang).toBe("hi-IN");
  });

  it("names each language in its own script and language", () => {
    renderWithProviders(<AppLayout />);
    const options = screen.getAllByRole<HTMLOptionElement>("option");
    expect(options.map((o) => [o.value, o.textContent, o.lang])).toEqual([
      ["en", "English", "en-IN"],
      ["hi", "हिन्दी", "hi-IN"],
    ]);
  });
});

describe("switching the language", () => {
  it("shows Hindi, sets <html lang> and the cookie, and keeps it on the account", async () => {
    auth.session = { ...auth.session, data: signedIn };
    server.use(
      http.put("/api/account/language", () =>
        HttpResponse.json({ language: "hi" }, { status: 200 }),
      ),
    );
    const { user } = renderWithProviders(<AppLayout />);

    await user.selectOptions(screen.getByLabelText("Language"), "hi");

    expect((await screen.findAllByRole("link", { name: "होम" })).length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe("hi-IN");
    expect(document.cookie).toContain("lang=hi");
    await waitFor(() =>
      expect(sent("PUT", "/api/account/language").map((r) => r.body)).toEqual([{ language: "hi" }]),
    );
    expect(sent("PUT", "/api/account/language")[0].headers.get("accept-language")).toBe("hi-IN");

    await user.selectOptions(screen.getByLabelText("भाषा"), "en");
    expect((await screen.findAllByRole("link", { name: "Home" })).length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe("en-IN");
    expect(document.cookie).toContain("lang=en");
  });

  it("still switches when the account cannot keep the choice (the cookie does)", async () => {
    auth.session = { ...auth.session, data: signedIn };
    server.use(http.put("/api/account/language", () => apiError(404, "NOT_FOUND", "Not found")));
    const { user } = renderWithProviders(<AppLayout />);

    await user.selectOptions(screen.getByLabelText("Language"), "hi");

    expect((await screen.findAllByRole("link", { name: "होम" })).length).toBeGreaterThan(0);
    expect(document.cookie).toContain("lang=hi");
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLSelectElement>("भाषा").disabled).toBe(false),
    );
  });

  it("asks nothing of the server when signed out", async () => {
    const { user } = renderWithProviders(<AppLayout />);
    await user.selectOptions(screen.getByLabelText("Language"), "hi");
    expect((await screen.findAllByRole("link", { name: "होम" })).length).toBeGreaterThan(0);
    expect(sent("PUT", "/api/account/language")).toEqual([]);
  });

  it("follows the account's language at sign-in, and a switch here is not undone by it", async () => {
    const { user } = signedInKeeping("hi", "en");
    expect((await screen.findAllByRole("link", { name: "होम" })).length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe("hi-IN");
    expect(document.cookie).toContain("lang=hi");
    expect(sent("PUT", "/api/account/language")).toEqual([]);

    await user.selectOptions(screen.getByLabelText("भाषा"), "en");
    expect((await screen.findAllByRole("link", { name: "Home" })).length).toBeGreaterThan(0);
    await waitFor(() => expect(sent("PUT", "/api/account/language")).toHaveLength(1));
    expect(screen.queryByRole("link", { name: "होम" })).toBeNull();
  });

  it("is not undone by a switch that appears later (the profile's) reading the older session", async () => {
    const { user } = signedInKeeping("en", "hi");
    await user.selectOptions(screen.getByLabelText("Language"), "hi");
    expect((await screen.findAllByRole("link", { name: "होम" })).length).toBeGreaterThan(0);

    vi.mocked(loadLanguage).mockClear();
    renderWithProviders(<LanguageSwitch showLabel />);
    expect(vi.mocked(loadLanguage)).not.toHaveBeenCalled();
    expect(document.documentElement.lang).toBe("hi-IN");
    expect(screen.getAllByLabelText<HTMLSelectElement>("भाषा").map((s) => s.value)).toEqual([
      "hi",
      "hi",
    ]);
  });
});
