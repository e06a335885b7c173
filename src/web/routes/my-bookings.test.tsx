import { screen, waitFor, within } from "@testing-library/react";
import { bookings } from "@tests/support/msw/handlers/bookings";
import { sent } from "@tests/support/msw/journal";
import { apiError, notFound, OUTAGE_MESSAGE, unavailable } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CancellationQuote } from "@/shared/bookings/rules";
import type { BookingView } from "@/shared/bookings/types";
import { polyfillDialog } from "@/web/components/ui/testing/polyfill-dialog";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { makeBooking, makePayment } from "@/web/features/booking/testing/booking-fixtures";
import { byTextContent } from "@/web/features/my-bookings/testing/by-text-content";
import MyBookingsScreen from "./my-bookings";

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const pending = makeBooking();
const completed = makeBooking({
  id: "b2",
  status: "completed",
  packageId: "dest_4",
  packageName: "Ladakh: High Passes",
  destinationName: "Ladakh",
  guide: { sno: 1, name: "Vikram Rawat" },
  startDate: "2026-06-01",
  endDate: "2026-06-07",
  numberOfTravelers: 3,
  price: 135000,
  createdAt: "2026-04-02T10:00:00.000Z",
  canReview: true,
});
const paid = makeBooking({
  status: "confirmed",
  payment: makePayment({
    state: "paid",
    paidPaise: 4_720_000,
    netPaidPaise: 4_720_000,
    documents: [
      {
        number: "INV/98-99/00001",
        kind: "invoice",
        amountPaise: 4_720_000,
        issuedOn: "2098-11-20",
      },
    ],
  }),
});
const rejected = makeBooking({ id: "b3", status: "rejected", packageName: "Goa: Sun and Spice" });

/** What the server holds for this test; its answers read and change it. */
interface Backend {
  bookings: BookingView[];
  quote?: CancellationQuote;
  cancel?: (id: string) => Response;
  review?: () => Response;
}

function renderMyBookings(backend: Backend) {
  server.use(
    bookings.mine(() => backend.bookings),
    http.get("/api/bookings/:id/cancellation", () => HttpResponse.json({ quote: backend.quote })),
    http.post("/api/bookings/:id/cancel", ({ params }) =>
      backend.cancel ? backend.cancel(String(params.id)) : notFound(),
    ),
    http.post("/api/bookings/:id/review", () => (backend.review ? backend.review() : notFound())),
  );
  return renderWithProviders(<MyBookingsScreen />, {
    url: "/my-bookings",
    path: "/my-bookings",
  });
}

/** The server's side of a cancellation: the booking is stored cancelled with the refund it issued. */
function cancelOn(backend: Backend, refundPaise: number) {
  return (id: string): Response => {
    const booking = backend.bookings.find((b) => b.id === id)!;
    const cancelled: BookingView = {
      ...booking,
      status: "cancelled",
      cancelledAt: "2098-11-21T06:30:00.000Z",
      payment: {
        ...booking.payment,
        state: refundPaise ? "refunded" : booking.payment.state,
        refundedPaise: refundPaise,
        netPaidPaise: booking.payment.paidPaise - refundPaise,
        refunds: refundPaise
          ? [
              {
                id: "r1",
                amountPaise: refundPaise,
                state: "processed",
                reference: "rfnd_T1",
                createdAt: "",
              },
            ]
          : [],
      },
    };
    backend.bookings = backend.bookings.map((b) => (b.id === id ? cancelled : b));
    return HttpResponse.json({ booking: cancelled });
  };
}

const card = (name: string) => screen.getByRole("article", { name });

describe("My Bookings", () => {
  it("lists each booking with its status, dates, guide, travellers and price", async () => {
    renderMyBookings({ bookings: [pending, completed, rejected] });
    expect(screen.getByRole("heading", { level: 1, name: "My Bookings" })).toBeTruthy();
    await screen.findByRole("article", { name: "Agra: The Taj and Beyond" });

    const agra = card("Agra: The Taj and Beyond");
    expect(
      within(agra).getByRole("link", { name: "Agra: The Taj and Beyond" }).getAttribute("href"),
    ).toBe("/packages/dest_1");
    expect(within(agra).getByText("Agra")).toBeTruthy();
    expect(within(agra).getByText("Pending")).toBeTruthy();
    expect(within(agra).getByText("10 January 2099 – 14 January 2099")).toBeTruthy();
    expect(within(agra).getByText(byTextContent("Guide: Asha Verma"))).toBeTruthy();
    expect(within(agra).getByText("Travelers: 2")).toBeTruthy();
    expect(within(agra).getByText("₹47,200")).toBeTruthy();
    expect(within(agra).getByText("Booked on 20 November 2098")).toBeTruthy();
    expect(within(agra).getByRole("button", { name: "Cancel booking" })).toBeTruthy();

    const ladakh = card("Ladakh: High Passes");
    expect(within(ladakh).getByText("Completed")).toBeTruthy();
    expect(within(ladakh).getByText("₹1,35,000")).toBeTruthy();
    expect(within(ladakh).queryByRole("button", { name: "Cancel booking" })).toBeNull();
    expect(within(ladakh).getByRole("button", { name: "Review your guide" })).toBeTruthy();

    const goa = card("Goa: Sun and Spice");
    expect(within(goa).getByText("Rejected")).toBeTruthy();
    // Every booking keeps its conversation; nothing else can be done with a rejected one.
    expect(
      within(goa)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Message your guide"]);
  });

  it("points to the packages when there are no bookings", async () => {
    renderMyBookings({ bookings: [] });
    expect(await screen.findByText("You have no bookings yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse tour packages" }).getAttribute("href")).toBe(
      "/packages",
    );
  });

  it("shows the full refund before cancelling 30 or more days ahead, then records it", async () => {
    const backend: Backend = {
      bookings: [paid],
      quote: { daysBefore: 45, fullRefund: true, paidPaise: 4_720_000, refundPaise: 4_720_000 },
    };
    backend.cancel = cancelOn(backend, 4_720_000);
    const { user } = renderMyBookings(backend);
    await user.click(await screen.findByRole("button", { name: "Cancel booking" }));

    const dialog = screen.getByRole("dialog", { name: "Cancel this booking?" });
    expect(
      await within(dialog).findByText("Cancelling now gives you a full refund of ₹47,200."),
    ).toBeTruthy();
    expect(sent("GET", "/api/bookings/b1/cancellation")).toHaveLength(1);
    expect(sent("POST", "/api/bookings/b1/cancel")).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Yes, cancel booking" }));
    const agra = card("Agra: The Taj and Beyond");
    expect(await within(agra).findByText("Cancelled")).toBeTruthy();
    expect(within(agra).getByText("Refunded: ₹47,200")).toBeTruthy();
    expect(
      within(agra).getByText(byTextContent("Refund of ₹47,200: processed (reference rfnd_T1)")),
    ).toBeTruthy();
    expect(within(agra).queryByRole("button", { name: "Cancel booking" })).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Your booking is cancelled. Refunded: ₹47,200.")).toBeTruthy();
    expect(sent("POST", "/api/bookings/b1/cancel")).toHaveLength(1);
  });

  it("says no refund applies closer to the start, before the traveller confirms", async () => {
    const depositOnly = makeBooking({
      status: "confirmed",
      payment: makePayment({ state: "deposit_paid", paidPaise: 944_000, netPaidPaise: 944_000 }),
    });
    const backend: Backend = {
      bookings: [depositOnly],
      quote: { daysBefore: 12, fullRefund: false, paidPaise: 944_000, refundPaise: 0 },
    };
    backend.cancel = cancelOn(backend, 0);
    const { user } = renderMyBookings(backend);
    await user.click(await screen.findByRole("button", { name: "Cancel booking" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel this booking?" });
    expect(
      await within(dialog).findByText(
        "Your tour starts in 12 days, so no refund applies (full refunds need 30 days' notice).",
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Yes, cancel booking" }));
    const agra = card("Agra: The Taj and Beyond");
    expect(await within(agra).findByText("No refund")).toBeTruthy();
    expect(within(agra).getByText("Cancelled")).toBeTruthy();
  });

  it("keeps the booking when the traveller changes their mind", async () => {
    const backend: Backend = {
      bookings: [paid],
      quote: { daysBefore: 45, fullRefund: true, paidPaise: 4_720_000, refundPaise: 4_720_000 },
    };
    backend.cancel = cancelOn(backend, 4_720_000);
    const { user } = renderMyBookings(backend);
    await user.click(await screen.findByRole("button", { name: "Cancel booking" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel this booking?" });
    await within(dialog).findByText(/full refund/);
    await user.click(within(dialog).getByRole("button", { name: "Keep booking" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(within(card("Agra: The Taj and Beyond")).getByText("Confirmed")).toBeTruthy();
    expect(sent("POST", "/api/bookings/b1/cancel")).toHaveLength(0);
  });

  it("explains a refused cancellation inside the dialog", async () => {
    const { user } = renderMyBookings({
      bookings: [paid],
      quote: { daysBefore: 45, fullRefund: true, paidPaise: 4_720_000, refundPaise: 4_720_000 },
      cancel: () => apiError(409, "NOT_CANCELLABLE", "A rejected booking cannot be cancelled."),
    });
    await user.click(await screen.findByRole("button", { name: "Cancel booking" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel this booking?" });
    await within(dialog).findByText(/full refund/);
    await user.click(within(dialog).getByRole("button", { name: "Yes, cancel booking" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "A rejected booking cannot be cancelled.",
    );
  });

  it("promises no refund of money never paid, and the card says nothing was charged", async () => {
    const backend: Backend = {
      bookings: [pending],
      quote: { daysBefore: 45, fullRefund: false, paidPaise: 0, refundPaise: 0 },
    };
    backend.cancel = cancelOn(backend, 0);
    const { user } = renderMyBookings(backend);
    await user.click(await screen.findByRole("button", { name: "Cancel booking" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel this booking?" });
    expect(
      await within(dialog).findByText(
        "Nothing has been paid for this booking, so nothing is refunded.",
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Yes, cancel booking" }));
    const agra = card("Agra: The Taj and Beyond");
    expect(await within(agra).findByText("Nothing was charged")).toBeTruthy();
    expect(within(agra).queryByText(/Refund/)).toBeNull();
  });

  it("asks for the deposit on an accepted booking and offers the paid booking's invoice", async () => {
    const awaiting = makeBooking({
      id: "b4",
      status: "awaiting_payment",
      payment: makePayment({
        state: "awaiting",
        depositPaise: 944_000,
        balanceDueOn: "2098-12-11",
        holdExpiresAt: "2098-11-21T06:30:00.000Z",
        dueNow: { purpose: "deposit", amountPaise: 944_000 },
      }),
    });
    renderMyBookings({
      bookings: [awaiting, { ...paid, id: "b5", packageName: "Goa: Sun and Spice" }],
    });
    const agra = await screen.findByRole("article", { name: "Agra: The Taj and Beyond" });
    expect(within(agra).getByText("Awaiting payment")).toBeTruthy();
    expect(
      within(agra).getByText(
        byTextContent(/Asha Verma accepted your request\. Pay ₹9,440 by 21 November 2098/),
      ),
    ).toBeTruthy();
    expect(
      within(agra).getByRole("link", { name: "Pay deposit: ₹9,440" }).getAttribute("href"),
    ).toBe("/my-bookings/b4/pay");
    const goa = card("Goa: Sun and Spice");
    expect(within(goa).getByText("Paid ₹47,200 of ₹47,200")).toBeTruthy();
    expect(
      within(goa)
        .getByRole("link", { name: "Invoice INV/98-99/00001 (₹47,200)" })
        .getAttribute("href"),
    ).toBe("/api/payments/documents?number=INV%2F98-99%2F00001");
    expect(within(goa).queryByRole("link", { name: /^Pay/ })).toBeNull();
  });

  it("lets a completed booking's guide be reviewed once, in half stars", async () => {
    const backend: Backend = { bookings: [completed] };
    backend.review = () => {
      backend.bookings = [{ ...completed, canReview: false, reviewed: true }];
      return HttpResponse.json(
        { review: { id: 9, user: "Meera", rating: 4.5, comment: "Superb", date: "2026-06-10" } },
        { status: 201 },
      );
    };
    const { user } = renderMyBookings(backend);
    await user.click(await screen.findByRole("button", { name: "Review your guide" }));

    // The form's code comes when the reader reaches for it.
    const rating = await screen.findByRole("group", { name: "Your rating" });
    const choices = within(rating).getAllByRole("radio");
    expect(choices.map((radio) => radio.getAttribute("value"))).toEqual([
      "1",
      "1.5",
      "2",
      "2.5",
      "3",
      "3.5",
      "4",
      "4.5",
      "5",
    ]);
    expect(within(rating).getByRole("radio", { name: "1 star" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Submit review" }));
    expect(await screen.findByText("Please choose a rating")).toBeTruthy();
    expect(screen.getByText("Please write a few words")).toBeTruthy();
    expect(sent("POST", "/api/bookings/b2/review")).toHaveLength(0);

    await user.click(within(rating).getByRole("radio", { name: "4 stars" }));
    // jsdom has no CSS.escape, which user-event needs to walk a radio group with the arrow keys.
    vi.stubGlobal("CSS", { escape: (value: string) => value.replace(/[^\w-]/g, "\\$&") });
    await user.keyboard("{ArrowRight}");
    expect(within(rating).getByRole<HTMLInputElement>("radio", { name: "4.5 stars" }).checked).toBe(
      true,
    );
    await user.type(screen.getByLabelText("Comment"), "Superb");
    await user.click(screen.getByRole("button", { name: "Submit review" }));

    expect(await screen.findByText("Thank you for your review!")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Review your guide" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Submit review" })).toBeNull();
    expect(sent("POST", "/api/bookings/b2/review").map((r) => r.body)).toEqual([
      { rating: 4.5, comment: "Superb", idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
    await waitFor(() => expect(sent("GET", "/api/bookings/mine").length).toBeGreaterThan(1));
    expect(screen.getByText("Thank you for your review!")).toBeTruthy();
  });

  it("sends a review again by itself while the database is away, and thanks once", async () => {
    const backend: Backend = { bookings: [completed] };
    let tries = 0;
    backend.review = () => {
      tries += 1;
      if (tries === 1) return unavailable();
      backend.bookings = [{ ...completed, canReview: false, reviewed: true }];
      return HttpResponse.json(
        { review: { id: 9, user: "Meera", rating: 5, comment: "Lovely", date: "2026-06-10" } },
        { status: 201 },
      );
    };
    const { user } = renderMyBookings(backend);
    await user.click(await screen.findByRole("button", { name: "Review your guide" }));
    await user.click(screen.getByRole("radio", { name: "5 stars" }));
    await user.type(screen.getByLabelText("Comment"), "Lovely");
    await user.click(screen.getByRole("button", { name: "Submit review" }));

    expect(await screen.findAllByText("Thank you for your review!")).toHaveLength(1);
    expect(screen.queryByText(OUTAGE_MESSAGE)).toBeNull();
    const [first, second] = sent("POST", "/api/bookings/b2/review").map((r) => r.body);
    expect(sent("POST", "/api/bookings/b2/review")).toHaveLength(2);
    expect(second).toEqual(first);
  });

  it("offers no second review once the guide is reviewed", async () => {
    renderMyBookings({ bookings: [{ ...completed, canReview: false, reviewed: true }] });
    expect(await screen.findByText("You reviewed this guide.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Review your guide" })).toBeNull();
  });

  it("says so when the server refuses a second review", async () => {
    const backend: Backend = { bookings: [completed] };
    backend.review = () => {
      backend.bookings = [{ ...completed, canReview: false, reviewed: true }];
      return apiError(409, "ALREADY_REVIEWED", "You have already reviewed this booking.");
    };
    const { user } = renderMyBookings(backend);
    await user.click(await screen.findByRole("button", { name: "Review your guide" }));
    await user.click(screen.getByRole("radio", { name: "5 stars" }));
    await user.type(screen.getByLabelText("Comment"), "Again");
    await user.click(screen.getByRole("button", { name: "Submit review" }));
    expect(await screen.findByText("You reviewed this guide.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Review your guide" })).toBeNull();
  });
});
