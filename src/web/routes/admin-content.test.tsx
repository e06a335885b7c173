import { screen, within } from "@testing-library/react";
import { admin } from "@tests/support/msw/handlers/admin";
import { server } from "@tests/support/msw/server";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { PREVIEW_HIDDEN_TITLE } from "@/web/features/content-admin/content-preview";
import { contentApi } from "@/web/features/content-admin/testing/content-api";
import {
  adminDestination,
  adminPackage,
} from "@/web/features/content-admin/testing/content-fixtures";
import AdminScreen from "./admin";

vi.mock("@/web/lib/auth-client", () => ({
  authClient: {
    useSession: () => ({
      data: { user: { id: "u1", email: "admin@example.org", role: "admin" } },
      isPending: false,
      error: null,
      refetch: async () => {},
    }),
  },
}));

function setUp() {
  server.use(
    admin.users(() => []),
    ...contentApi({
      destinations: [adminDestination(1, { name: "Hampi", status: "draft" })],
      packages: [adminPackage(1, { name: "Boulders of Hampi", destinationName: "Hampi" })],
    }),
  );
  return renderWithProviders(<AdminScreen />, { url: "/admin", path: "/admin" });
}

describe("Admin console: destinations and packages", () => {
  it("previews a draft destination with the travellers' card, its links switched off", async () => {
    const { user } = setUp();
    await user.click(screen.getByRole("tab", { name: "Destinations" }));
    await user.click(await screen.findByRole("button", { name: "Hampi" }));
    await user.click(await screen.findByRole("button", { name: "Preview" }));

    const preview = await screen.findByRole("region", { name: PREVIEW_HIDDEN_TITLE });
    const card = within(preview).getByRole("article", { name: "Hampi" });
    expect(within(card).getByText("Best season: October to March")).toBeTruthy();
    await user.click(within(card).getByRole("link", { name: /View Details/ }));
    expect(screen.getByTestId("location").textContent).toBe("/admin?section=destinations");
  });

  it("previews a draft package with the travellers' page, booking switched off", async () => {
    const { user } = setUp();
    await user.click(screen.getByRole("tab", { name: "Packages" }));
    await user.click(await screen.findByRole("button", { name: "Boulders of Hampi" }));
    await user.click(await screen.findByRole("button", { name: "Preview" }));

    const preview = await screen.findByRole("region", { name: PREVIEW_HIDDEN_TITLE });
    expect(within(preview).getByRole("heading", { name: "Boulders of Hampi" })).toBeTruthy();
    await user.click(within(preview).getByRole("tab", { name: "Itinerary" }));
    expect(within(preview).getByText("The fort")).toBeTruthy();
    await user.click(within(preview).getByRole("button", { name: "Book Now" }));
    expect(
      await within(preview).findByRole("dialog", { name: "Booking is off in the preview" }),
    ).toBeTruthy();
    await user.click(
      within(
        within(preview).getByRole("dialog", { name: "Booking is off in the preview" }),
      ).getByRole("button", { name: "Close" }),
    );

    // The page's own close button goes back to the form, as typed.
    await user.click(within(preview).getAllByRole("button", { name: "Close" })[0]);
    expect(await screen.findByRole("heading", { name: "Edit Boulders of Hampi" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: PREVIEW_HIDDEN_TITLE })).toBeNull();
  });
});
