import { act, screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { bookings } from "@tests/support/msw/handlers/bookings";
import { sent } from "@tests/support/msw/journal";
import { apiError, unavailable } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AvailableGuide } from "@/shared/bookings/types";
import { polyfillDialog } from "@/web/components/ui/testing/polyfill-dialog";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { type BookablePackage, BookingModal } from "./booking-modal";
import { availableGuides, makeBooking } from "./testing/booking-fixtures";

vi.mock("@/web/lib/use-current-user", () => ({
  useCurrentUser: () => ({
    user: { id: "u1", name: "Meera Traveller", email: "traveller@example.com", role: "user" },
    isPending: false,
    refetch: async () => {},
  }),
}));

beforeAll(polyfillDialog);
afterEach(() => vi.useRealTimers());

const agraTour: BookablePackage = {
  id: "dest_1",
  name: "Agra: The Taj and Beyond",
  destinationName: "Agra",
  price: 23600,
};

const GUIDES_PATH = "/api/bookings/available-guides";
const created = () =>
  HttpResponse.json(
    { booking: makeBooking({ guide: { sno: 3, name: "Priya" } }) },
    { status: 201 },
  );

function renderModal({
  pkg = agraTour,
  guides,
  booking = created,
}: {
  pkg?: BookablePackage;
  guides?: (url: URL) => AvailableGuide[];
  booking?: () => Response | Promise<Response>;
} = {}) {
  server.use(
    bookings.availableGuides(guides),
    bookings.availableDates(),
    http.post("/api/bookings", booking),
  );
  const onClose = vi.fn();
  const view = renderWithProviders(<BookingModal open onClose={onClose} pkg={pkg} />);
  return { onClose, user: view.user, router: view.router };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillRequired(user: User) {
  await screen.findByRole("option", { name: "#1 — Asha Verma (4.8★) · Licensed" });
  await user.type(screen.getByLabelText("Phone Number"), "+91 98765 43210");
  await user.type(screen.getByLabelText("Start Date"), "2099-01-10");
  await waitFor(() =>
    expect(screen.getByRole("button", { name: "Confirm Booking" })).toHaveProperty(
      "disabled",
      false,
    ),
  );
}

const confirm = (user: User) => user.click(screen.getByRole("button", { name: "Confirm Booking" }));

describe("BookingModal", () => {
  it("is titled 'Book Your Tour', names the package and closes with its close button", async () => {
    const { onClose, user } = renderModal();
    const dialog = screen.getByRole("dialog", { name: "Book Your Tour" });
    expect(within(dialog).getByText("Agra: The Taj and Beyond")).toBeTruthy();
    await screen.findByRole("option", { name: "#1 — Asha Verma (4.8★) · Licensed" });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("asks the server which guides can take the package and preselects the first", async () => {
    renderModal();
    const select = await screen.findByRole("combobox", { name: "Select a Guide" });
    await screen.findByRole("option", { name: "#1 — Asha Verma (4.8★) · Licensed" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["#1 — Asha Verma (4.8★) · Licensed", "#3 — Priya Sharma (4.7★)"]);
    expect((select as HTMLSelectElement).value).toBe("1");
    const [request] = sent("GET", GUIDES_PATH);
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      packageId: "dest_1",
      travellers: "1",
    });
  });

  it("narrows the guide list to those free for the whole tour from the chosen start", async () => {
    const { user } = renderModal({
      guides: (url) => {
        const start = url.searchParams.get("startDate");
        if (start === "2099-01-10") return [availableGuides[1]];
        if (start === "2099-02-01") return [];
        return availableGuides;
      },
    });
    const select = await screen.findByRole<HTMLSelectElement>("combobox", {
      name: "Select a Guide",
    });
    await screen.findByRole("option", { name: "#1 — Asha Verma (4.8★) · Licensed" });
    expect(select.value).toBe("1");

    await user.type(screen.getByLabelText("Start Date"), "2099-01-10");
    await waitFor(() => expect(screen.queryByRole("option", { name: /Asha Verma/ })).toBeNull());
    expect(select.value).toBe("3");
    expect(screen.getByText("Guides free for your whole tour.")).toBeTruthy();
    const narrowed = sent("GET", GUIDES_PATH).at(-1)!;
    expect(Object.fromEntries(narrowed.url.searchParams)).toEqual({
      packageId: "dest_1",
      startDate: "2099-01-10",
      travellers: "1",
    });

    const start = screen.getByLabelText("Start Date");
    await user.clear(start);
    await user.type(start, "2099-02-01");
    expect(
      await screen.findByText(
        "No guide who covers Agra is free from 1 February 2099 to 5 February 2099. Please try other dates, or contact us and we will find one for you.",
      ),
    ).toBeTruthy();
    expect(select.disabled).toBe(true);
    expect(screen.getByRole("button", { name: "Confirm Booking" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("fills the end date from the package's length and offers only the guide's free starts", async () => {
    const { user } = renderModal();
    await screen.findByRole("option", { name: /Asha Verma/ });
    const end = screen.getByLabelText<HTMLInputElement>("End Date");
    expect(end.readOnly).toBe(true);
    expect(
      await screen.findByText("5 days / 4 nights: the end date follows the start date."),
    ).toBeTruthy();
    const calendar = await screen.findByRole("grid");
    // 20–24 January are taken, so no five-day tour may start from 16 to 24 January.
    // The month shown follows the first free day once the server has answered.
    expect(await within(calendar).findByRole("button", { name: /15 January 2099/ })).toHaveProperty(
      "disabled",
      false,
    );
    for (const day of [16, 20, 24])
      expect(
        within(calendar).getByRole("button", { name: new RegExp(`${day} January 2099`) }),
      ).toHaveProperty("disabled", true);
    const datesRequest = sent("GET", "/api/bookings/available-dates").at(-1)!;
    expect(Object.fromEntries(datesRequest.url.searchParams)).toMatchObject({
      packageId: "dest_1",
      guideSno: "1",
    });

    await user.click(within(calendar).getByRole("button", { name: /12 January 2099/ }));
    expect(screen.getByLabelText<HTMLInputElement>("Start Date").value).toBe("2099-01-12");
    expect(end.value).toBe("2099-01-16");

    // A typed start the guide is not free for is refused before anything is sent.
    const start = screen.getByLabelText("Start Date");
    await user.clear(start);
    await user.type(start, "2099-01-21");
    await confirm(user);
    expect(
      await screen.findByText(/Asha Verma is not free for the whole tour from this date/),
    ).toBeTruthy();
    expect(sent("POST", "/api/bookings")).toHaveLength(0);
  });

  it("offers only licensed guides when asked", async () => {
    const { user } = renderModal();
    await screen.findByRole("option", { name: /Priya Sharma/ });
    await user.click(screen.getByRole("checkbox", { name: "Licensed guides only" }));
    await waitFor(() => expect(screen.queryByRole("option", { name: /Priya Sharma/ })).toBeNull());
    expect(sent("GET", GUIDES_PATH).at(-1)!.url.searchParams.get("licensed")).toBe("true");
  });

  it("says so and cannot be confirmed when no guide covers the destination", async () => {
    renderModal({ pkg: { ...agraTour, destinationName: "Majuli" }, guides: () => [] });
    expect(await screen.findByText(/No guide who covers Majuli is available/)).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Select a Guide" })).toHaveProperty(
      "disabled",
      true,
    );
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
    const { user } = renderModal();
    await screen.findByRole("option", { name: "#1 — Asha Verma (4.8★) · Licensed" });
    await user.clear(screen.getByLabelText("Full Name"));
    await confirm(user);
    expect(await screen.findByText("Full name is required")).toBeTruthy();
    expect(screen.getByText("Phone number is required")).toBeTruthy();
    expect(screen.getByText("Start date is required")).toBeTruthy();
    expect(screen.getByLabelText("Full Name").getAttribute("aria-invalid")).toBe("true");
    expect(sent("POST", "/api/bookings")).toHaveLength(0);
  });

  it("rejects a start date in the past", async () => {
    const { user } = renderModal();
    await fillRequired(user);
    const start = screen.getByLabelText("Start Date");
    await user.clear(start);
    await user.type(start, "2001-01-10");
    await confirm(user);
    expect(await screen.findByText("Start date cannot be in the past")).toBeTruthy();
    expect(sent("POST", "/api/bookings")).toHaveLength(0);
  });

  it("offers only guides who take the whole group", async () => {
    const { user } = renderModal();
    await fillRequired(user);
    const travelers = screen.getByLabelText("Number of Travelers");
    expect(screen.getByText("Up to 6 people with this guide.")).toBeTruthy();
    await user.clear(travelers);
    await user.type(travelers, "8");
    await waitFor(() => expect(screen.queryByRole("option", { name: /Asha Verma/ })).toBeNull());
    expect(screen.getByText("Up to 12 people with this guide.")).toBeTruthy();
    expect((screen.getByLabelText("Select a Guide") as HTMLSelectElement).value).toBe("3");
    await confirm(user);
    expect(await screen.findByText("Package booked successfully!")).toBeTruthy();
    expect(sent("POST", "/api/bookings")[0].body).toMatchObject({
      guideSno: 3,
      numberOfTravelers: 8,
    });
  });

  it("posts the booking, shows the success text and links to My Bookings", async () => {
    const { user, router } = renderModal();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText("Select a Guide"), "3");
    await user.type(screen.getByLabelText("Special Requirements"), "Vegetarian meals");
    await confirm(user);
    expect(await screen.findByText("Package booked successfully!")).toBeTruthy();
    const [request] = sent("POST", "/api/bookings");
    expect(request.body).toMatchObject({
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
    expect((request.body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.body).not.toHaveProperty("price");
    await user.click(screen.getByRole("link", { name: "View My Bookings" }));
    expect(router.state.location.pathname).toBe("/my-bookings");
  });

  it("sends one booking however often Confirm is clicked while it is on its way", async () => {
    let answer: (reply: Response) => void = () => {};
    const answered = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const { user } = renderModal({ booking: () => answered });
    await fillRequired(user);
    const button = screen.getByRole("button", { name: "Confirm Booking" });
    await user.dblClick(button);
    await user.click(button);
    await waitFor(() => expect(button).toHaveProperty("disabled", true));
    await waitFor(() => expect(sent("POST", "/api/bookings")).toHaveLength(1));
    answer(created());
    expect(await screen.findByText("Package booked successfully!")).toBeTruthy();
    expect(sent("POST", "/api/bookings")).toHaveLength(1);
  });

  it("keeps every value, says so when booking fails, and retries with the same key", async () => {
    const { user } = renderModal({
      booking: () => apiError(500, "INTERNAL", "Something went wrong on our side."),
    });
    await fillRequired(user);
    await confirm(user);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Error booking package. Please try again.");
    expect(alert.textContent).toContain("Something went wrong on our side.");
    expect((screen.getByLabelText("Phone Number") as HTMLInputElement).value).toBe(
      "+91 98765 43210",
    );
    expect((screen.getByLabelText("Start Date") as HTMLInputElement).value).toBe("2099-01-10");
    expect(screen.queryByText("Package booked successfully!")).toBeNull();

    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Confirm Booking" })).toHaveProperty(
        "disabled",
        false,
      ),
    );
    await confirm(user);
    await waitFor(() => expect(sent("POST", "/api/bookings")).toHaveLength(2));
    const [first, second] = sent("POST", "/api/bookings");
    expect((second.body as { idempotencyKey: string }).idempotencyKey).toBe(
      (first.body as { idempotencyKey: string }).idempotencyKey,
    );
  });

  it("keeps the request key across network failures and books on the person's retry", async () => {
    let attempts = 0;
    const { user } = renderModal({
      booking: () => {
        attempts += 1;
        return attempts <= 3 ? HttpResponse.error() : created();
      },
    });
    await fillRequired(user);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await confirm(user);
    // The page tries three times on its own, a second apart, before it tells the person.
    await waitFor(() => expect(attempts).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(attempts).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "You seem to be offline, so this wasn't sent. What you typed is still here",
    );
    vi.useRealTimers();
    await confirm(user);
    expect(await screen.findByText("Package booked successfully!")).toBeTruthy();
    const keys = sent("POST", "/api/bookings").map(
      (r) => (r.body as { idempotencyKey: string }).idempotencyKey,
    );
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  it("books through a short database outage on its own, showing one booking", async () => {
    let attempts = 0;
    const { user } = renderModal({
      booking: () => {
        attempts += 1;
        return attempts === 1 ? unavailable() : created();
      },
    });
    await fillRequired(user);
    await confirm(user);
    expect(await screen.findAllByText("Package booked successfully!")).toHaveLength(1);
    expect(screen.queryByRole("alert")).toBeNull();
    const [first, second] = sent("POST", "/api/bookings").map((r) => r.body);
    expect(sent("POST", "/api/bookings")).toHaveLength(2);
    expect(second).toEqual(first);
  });

  it("shows the server's field messages on a rejected booking", async () => {
    const { user } = renderModal({
      booking: () =>
        apiError(422, "VALIDATION_FAILED", "This guide takes groups of up to 1 people.", {
          numberOfTravelers: "This guide takes groups of up to 1 people.",
        }),
    });
    await fillRequired(user);
    await confirm(user);
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getAllByText("This guide takes groups of up to 1 people.")).toHaveLength(2);
    expect(screen.getByLabelText("Number of Travelers").getAttribute("aria-invalid")).toBe("true");
  });

  it("refreshes the guide list when the chosen guide was taken meanwhile", async () => {
    let taken = false;
    const { user } = renderModal({
      guides: (url) =>
        taken && url.searchParams.has("startDate") ? [availableGuides[1]] : availableGuides,
      booking: () => {
        taken = true;
        return apiError(
          409,
          "GUIDE_BOOKED",
          "Asha Verma is already booked on those dates. Please choose other dates or another guide.",
        );
      },
    });
    await fillRequired(user);
    await confirm(user);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Asha Verma is already booked on those dates.",
    );
    await waitFor(() => expect(screen.queryByRole("option", { name: /Asha Verma/ })).toBeNull());
    expect((screen.getByLabelText("Select a Guide") as HTMLSelectElement).value).toBe("3");
  });
});
