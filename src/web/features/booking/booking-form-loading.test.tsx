import { screen } from "@testing-library/react";
import { bookings } from "@tests/support/msw/handlers/bookings";
import { server } from "@tests/support/msw/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { polyfillDialog } from "@/web/components/ui/testing/polyfill-dialog";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { BookingModal } from "./booking-modal";

// The form's code arrives on its own (decision 0049): the first fetch of it fails here, as on a
// phone that lost its connection, and the second, asked for by Try Again, succeeds.
const fetches = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/web/lib/i18n", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/web/lib/i18n")>();
  return {
    ...actual,
    withMessages: <T,>(load: () => Promise<T>) => {
      fetches.count += 1;
      return fetches.count === 1
        ? Promise.reject(new TypeError("Failed to fetch dynamically imported module"))
        : actual.withMessages(load);
    },
  };
});
vi.mock("@/web/lib/use-current-user", () => ({
  useCurrentUser: () => ({
    user: { id: "u1", name: "Meera Traveller", email: "traveller@example.com", role: "user" },
    isPending: false,
    refetch: async () => {},
  }),
}));

beforeAll(polyfillDialog);

describe("the booking form's code", () => {
  it("says so when it cannot be fetched, and opens the form on Try Again", async () => {
    server.use(bookings.availableGuides(), bookings.availableDates());
    const pkg = { id: "dest_1", name: "Agra", destinationName: "Agra", price: 23600 };
    const { user } = renderWithProviders(<BookingModal open onClose={() => {}} pkg={pkg} />);

    const dialog = await screen.findByRole("dialog", { name: "Book Your Tour" });
    expect(
      await screen.findByRole("heading", { name: "We couldn't open the booking form." }),
    ).toBeTruthy();
    expect(dialog.textContent).toContain("Could not reach the server.");
    expect(screen.queryByLabelText("Full Name")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByLabelText("Full Name")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fetches.count).toBe(2);
  });
});
