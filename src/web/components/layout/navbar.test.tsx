import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppLayout } from "@/web/components/layout/app-layout";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { loadLanguage } from "@/web/lib/i18n";

const auth = vi.hoisted(() => ({
  session: { data: null as unknown, isPending: false, error: null, refetch: async () => {} },
}));
vi.mock("@/web/lib/auth-client", () => ({
  authClient: { useSession: () => auth.session },
}));

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "lang=; Max-Age=0; Path=/";
});

// jsdom applies no CSS, so these tests check structure; the header's height (one row of at most
// 57 px at 360 px) is measured in the browser tests.
describe("the header on a phone", () => {
  it("keeps only the logo and the menu button on the header's row below 768 px", () => {
    renderWithProviders(<AppLayout />);
    const header = screen.getByRole("banner");
    const languageSwitch = within(header).getByLabelText("Language").parentElement!;
    expect(languageSwitch.className).toMatch(/(^| )hidden( |$)/);
    expect(languageSwitch.className).toContain("md:flex");
    const join = within(header).getAllByRole("button", { name: /^Join as/ })[0];
    expect(join.className).toMatch(/(^| )hidden( |$)/);
    expect(join.className).toContain("md:inline-block");
    const menuButton = within(header).getByRole("button", { name: "Menu" });
    expect(menuButton.className).toContain("md:hidden");
  });

  it("offers the language switch and 'Join as Guide' in the menu, one switch at a time", async () => {
    const { user } = renderWithProviders(<AppLayout />);
    // Closed: the page holds one language switch (the header's).
    expect(screen.getAllByLabelText("Language")).toHaveLength(1);
    const menuButton = screen.getByRole("button", { name: "Menu" });
    await user.click(menuButton);
    expect(menuButton.getAttribute("aria-expanded")).toBe("true");
    const menu = screen.getByRole("navigation", { name: "Mobile menu" });
    expect(within(menu).getByLabelText<HTMLSelectElement>("Language").value).toBe("en");
    expect(within(menu).getByRole("button", { name: /^Join as/ })).toBeTruthy();

    await user.selectOptions(within(menu).getByLabelText("Language"), "hi");
    expect((await screen.findAllByRole("link", { name: "होम" })).length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe("hi-IN");

    await user.click(screen.getByRole("button", { name: "मेन्यू" }));
    expect(screen.getAllByLabelText("भाषा")).toHaveLength(1);
  });
});

describe("the header in Hindi", () => {
  afterEach(async () => {
    await act(() => loadLanguage("en"));
  });
  it("keeps the menu's language switch labelled in Hindi", async () => {
    await act(() => loadLanguage("hi"));
    const { user } = renderWithProviders(<AppLayout />);
    await user.click(screen.getByRole("button", { name: "मेन्यू" }));
    const menu = screen.getByRole("navigation", { name: "मोबाइल मेन्यू" });
    expect(within(menu).getByLabelText<HTMLSelectElement>("भाषा").value).toBe("hi");
  });
});
