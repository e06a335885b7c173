import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Guide } from "../../../shared/guides/types";
import { guideFixtures } from "../catalogue/testing/fixtures";
import { mockFetch, polyfillDialog, type Reply } from "../catalogue/testing/render-screen";
import { type BookablePackage, BookingModal } from "./booking-modal";

vi.mock("../auth/use-current-user", () => ({
  useCurrentUser: () => ({
    user: { id: "u1", name: "Meera Traveller", email: "traveller@example.com", role: "user" },
    isPending: false,
    refetch: async () => {},
  }),
}));

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const agraTour: BookablePackage = {
  id: "dest_1",
  name: "Agra: The Taj and Beyond",
  destinationName: "Agra",
  price: 23600,
};

function renderModal({
  pkg = agraTour,
  guides = guideFixtures,
  booking = { status: 201, body: { id: 77 } },
}: {
  pkg?: BookablePackage;
  guides?: Guide[];
  booking?: Reply;
} = {}) {
  const fetchMock = mockFetch({
    "GET /api/guides": { body: { guides } },
    "POST /api/bookings": booking,
  });
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BookingModal open onClose={onClose} pkg={pkg} />
    </QueryClientProvider>,
  );
  return { fetchMock, onClose, user: userEvent.setup() };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("Phone Number"), "+91 98765 43210");
  await user.type(screen.getByLabelText("Start Date"), "2099-01-10");
  await user.type(screen.getByLabelText("End Date"), "2099-01-14");
}

const postedBody = (fetchMock: ReturnType<typeof mockFetch>) => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe("BookingModal", () => {
  it("is titled 'Book Your Tour', names the package and closes with its close button", async () => {
    const { onClose, user } = renderModal();
    const dialog = screen.getByRole("dialog", { name: "Book Your Tour" });
    expect(within(dialog).getByText("Agra: The Taj and Beyond")).toBeTruthy();
    await screen.findByLabelText("Select a Guide");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("offers only available guides covering the destination and preselects the first", async () => {
    renderModal();
    const select = await screen.findByRole("combobox", { name: "Select a Guide" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["#1 — Asha Verma (4.8★)", "#3 — Priya Sharma (4.7★)"]);
    expect((select as HTMLSelectElement).value).toBe("1");
  });

  it("says so and cannot be confirmed when no guide covers the destination", async () => {
    renderModal({ pkg: { ...agraTour, destinationName: "Majuli" } });
    const select = await screen.findByRole("combobox", { name: "Select a Guide" });
    expect(select).toHaveProperty("disabled", true);
    expect(screen.getByText(/No guide who covers Majuli is available/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Confirm Booking" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("starts with one traveler, prefills the session's name and email, and updates the total", async () => {
    const { user } = renderModal();
    const travelers = await screen.findByLabelText("Number of Travelers");
    expect((travelers as HTMLInputElement).value).toBe("1");
    expect(travelers.getAttribute("min")).toBe("1");
    expect((screen.getByLabelText("Full Name") as HTMLInputElement).value).toBe("Meera Traveller");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe(
      "traveller@example.com",
    );
    const total = screen.getByRole("status", { name: "Total Price" });
    expect(total.textContent).toBe("₹23,600");
    await user.clear(travelers);
    await user.type(travelers, "3");
    expect(total.textContent).toBe("₹70,800");
    expect(screen.getByText(/Estimate/)).toBeTruthy();
    expect(screen.getByLabelText("Special Requirements").getAttribute("rows")).toBe("4");
  });

  it("validates before sending anything", async () => {
    const { fetchMock, user } = renderModal();
    await screen.findByLabelText("Phone Number");
    await user.clear(screen.getByLabelText("Full Name"));
    await user.type(screen.getByLabelText("Start Date"), "2099-01-10");
    await user.type(screen.getByLabelText("End Date"), "2099-01-05");
    await user.click(screen.getByRole("button", { name: "Confirm Booking" }));
    expect(await screen.findByText("Full name is required")).toBeTruthy();
    expect(screen.getByText("Phone number is required")).toBeTruthy();
    expect(screen.getByText("End date must be on or after the start date")).toBeTruthy();
    expect(screen.getByLabelText("Full Name").getAttribute("aria-invalid")).toBe("true");
    expect(postedBody(fetchMock)).toBeUndefined();
  });

  it("rejects a start date in the past", async () => {
    const { user } = renderModal();
    await fillRequired(user);
    const start = screen.getByLabelText("Start Date");
    await user.clear(start);
    await user.type(start, "2001-01-10");
    await user.click(screen.getByRole("button", { name: "Confirm Booking" }));
    expect(await screen.findByText("Start date cannot be in the past")).toBeTruthy();
  });

  it("posts the booking and shows the success text", async () => {
    const { fetchMock, user } = renderModal();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText("Select a Guide"), "#3 — Priya Sharma (4.7★)");
    await user.type(screen.getByLabelText("Special Requirements"), "Vegetarian meals");
    await user.click(screen.getByRole("button", { name: "Confirm Booking" }));
    expect(await screen.findByText("Package booked successfully!")).toBeTruthy();
    const body = postedBody(fetchMock);
    expect(body).toMatchObject({
      packageId: "dest_1",
      guideSno: 3,
      fullName: "Meera Traveller",
      email: "traveller@example.com",
      phone: "+91 98765 43210",
      startDate: "2099-01-10",
      endDate: "2099-01-14",
      numberOfTravelers: 1,
      notes: "Vegetarian meals",
    });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).not.toHaveProperty("price");
  });

  it("keeps every value and says so when booking fails", async () => {
    const { fetchMock, user } = renderModal({
      booking: { status: 500, body: { error: { code: "INTERNAL", message: "Boom" } } },
    });
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Confirm Booking" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Error booking package. Please try again.",
    );
    expect((screen.getByLabelText("Phone Number") as HTMLInputElement).value).toBe(
      "+91 98765 43210",
    );
    expect((screen.getByLabelText("Start Date") as HTMLInputElement).value).toBe("2099-01-10");
    expect(screen.queryByText("Package booked successfully!")).toBeNull();

    // A retry reuses the same request key, so the server can spot a repeat.
    const firstKey = postedBody(fetchMock).idempotencyKey;
    fetchMock.mockClear();
    await user.click(screen.getByRole("button", { name: "Confirm Booking" }));
    await screen.findByRole("alert");
    expect(postedBody(fetchMock).idempotencyKey).toBe(firstKey);
  });

  it("shows the server's field messages on a rejected booking", async () => {
    const { user } = renderModal({
      booking: {
        status: 422,
        body: {
          error: {
            code: "VALIDATION_FAILED",
            message: "Please check the highlighted fields.",
            fields: { phone: "This phone number looks wrong" },
          },
        },
      },
    });
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Confirm Booking" }));
    expect(await screen.findByText("This phone number looks wrong")).toBeTruthy();
    expect(screen.getByText("Please check the highlighted fields.")).toBeTruthy();
  });
});
