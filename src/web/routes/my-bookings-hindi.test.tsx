import { act, screen, within } from "@testing-library/react";
import { bookings } from "@tests/support/msw/handlers/bookings";
import { type Conversations, messages, noUnread } from "@tests/support/msw/handlers/messages";
import { sent } from "@tests/support/msw/journal";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CancellationQuote } from "@/shared/bookings/rules";
import type { BookingView } from "@/shared/bookings/types";
import { polyfillDialog } from "@/web/components/ui/testing/polyfill-dialog";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { showHindi } from "@/web/components/ui/testing/show-hindi";
import { makeBooking, makePayment } from "@/web/features/booking/testing/booking-fixtures";
import { stubEventSource } from "@/web/features/messages/testing/fake-event-source";
import { makeMessage, TRAVELLER_ID } from "@/web/features/messages/testing/message-fixtures";
import { loadLanguage } from "@/web/lib/i18n";
import MyBookingsScreen from "./my-bookings";

const auth = vi.hoisted(() => ({
  user: { id: "traveller-1", email: "traveller@example.com", role: "user" },
}));
vi.mock("@/web/lib/auth-client", () => ({
  authClient: {
    useSession: () => ({
      data: { user: auth.user },
      isPending: false,
      error: null,
      refetch: async () => {},
    }),
  },
}));

beforeAll(polyfillDialog);
beforeEach(() => {
  auth.user = { id: TRAVELLER_ID, email: "traveller@example.com", role: "user" };
  stubEventSource();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => loadLanguage("en"));
});

const pending = makeBooking({ id: "b1", guide: { sno: 1, name: "Asha Verma" } });
const accepted = makeBooking({
  id: "b4",
  status: "awaiting_payment",
  packageName: "Goa: Sun and Spice",
  payment: makePayment({
    state: "awaiting",
    depositPaise: 944_000,
    holdExpiresAt: "2098-11-21T06:30:00.000Z",
    dueNow: { purpose: "deposit", amountPaise: 944_000 },
  }),
});

interface Backend extends Conversations {
  bookings: BookingView[];
  quote: CancellationQuote;
}

function renderMyBookings(backend: Backend) {
  server.use(
    bookings.mine(() => backend.bookings),
    ...messages.conversations(backend),
    http.get("/api/bookings/:id/cancellation", () => HttpResponse.json({ quote: backend.quote })),
    http.post("/api/bookings/:id/cancel", ({ params }) => {
      const booking = backend.bookings.find((b) => b.id === params.id) ?? pending;
      const cancelled: BookingView = {
        ...booking,
        status: "cancelled",
        payment: {
          ...booking.payment,
          paidPaise: 4_720_000,
          refundedPaise: 4_720_000,
          refunds: [
            {
              id: "r1",
              amountPaise: 4_720_000,
              state: "processed",
              reference: "rfnd_H1",
              createdAt: "",
            },
          ],
        },
      };
      backend.bookings = backend.bookings.map((b) => (b.id === booking.id ? cancelled : b));
      return HttpResponse.json({ booking: cancelled });
    }),
  );
  return renderWithProviders(<MyBookingsScreen />, { url: "/my-bookings", path: "/my-bookings" });
}

const fullRefund: CancellationQuote = {
  daysBefore: 45,
  fullRefund: true,
  paidPaise: 4_720_000,
  refundPaise: 4_720_000,
};

describe("My Bookings in Hindi", () => {
  it("lists the bookings, with names and references left as they are", async () => {
    await showHindi(["trips"]);
    renderMyBookings({
      bookings: [pending, accepted],
      quote: fullRefund,
      messages: [],
      unread: noUnread(),
    });
    expect(screen.getByRole("heading", { level: 1, name: "मेरी बुकिंग" })).toBeTruthy();
    const agra = await screen.findByRole("article", { name: pending.packageName });
    expect(within(agra).getByText("गाइड:", { exact: false })).toBeTruthy();
    for (const name of within(agra).getAllByText("Asha Verma"))
      expect(name.getAttribute("translate")).toBe("no");
    expect(within(agra).getByText("यात्री: 2")).toBeTruthy();
    // Bookings carry the package's English name: it is marked so, for screen readers.
    const title = within(agra).getByRole("link", { name: pending.packageName });
    expect(title.getAttribute("lang")).toBe("en");
    expect(within(agra).getByText("20 नवंबर 2098 को बुक किया")).toBeTruthy();
    expect(within(agra).getByRole("button", { name: "बुकिंग रद्द करें" })).toBeTruthy();
    expect(within(agra).getByRole("button", { name: "गाइड को संदेश भेजें" })).toBeTruthy();

    const goa = screen.getByRole("article", { name: "Goa: Sun and Spice" });
    expect(within(goa).getByText(/ने आपका अनुरोध स्वीकार कर लिया है/).textContent).toContain(
      "21 नवंबर 2098 को दोपहर 12:00 बजे (भारतीय समय) तक ₹9,440 का भुगतान करें",
    );
    expect(within(goa).getByRole("link", { name: "अग्रिम राशि चुकाएँ: ₹9,440" })).toBeTruthy();
    expect(screen.queryByText("Message your guide")).toBeNull();
  });

  it("cancels a booking with the refund said in Hindi", async () => {
    await showHindi(["trips"]);
    const { user } = renderMyBookings({
      bookings: [pending],
      quote: fullRefund,
      messages: [],
      unread: noUnread(),
    });
    const agra = await screen.findByRole("article", { name: pending.packageName });
    await user.click(within(agra).getByRole("button", { name: "बुकिंग रद्द करें" }));
    const dialog = await screen.findByRole("dialog", { name: "यह बुकिंग रद्द करें?" });
    expect(
      await within(dialog).findByText("अभी रद्द करने पर आपको ₹47,200 का पूरा रिफ़ंड मिलेगा।"),
    ).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "बुकिंग रहने दें" })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "हाँ, बुकिंग रद्द करें" }));

    expect(await screen.findByText("आपकी बुकिंग रद्द हो गई है। रिफ़ंड हो गया: ₹47,200।")).toBeTruthy();
    const card = screen.getByRole("article", { name: pending.packageName });
    expect(within(card).getByText("रिफ़ंड हो गया: ₹47,200")).toBeTruthy();
    const line = within(card).getByText("rfnd_H1");
    expect(line.getAttribute("translate")).toBe("no");
    expect(line.parentElement?.textContent).toBe("₹47,200 का रिफ़ंड: पूरा हुआ (रेफ़रेंस rfnd_H1)");
    expect(sent("POST", "/api/bookings/b1/cancel")).toHaveLength(1);
  });

  it("writes to the guide in Hindi", async () => {
    await showHindi(["trips"]);
    const backend = {
      bookings: [pending],
      quote: fullRefund,
      messages: [makeMessage(1), makeMessage(2)],
      unread: noUnread(),
    };
    const { user } = renderMyBookings(backend);
    const agra = await screen.findByRole("article", { name: pending.packageName });
    await user.click(within(agra).getByRole("button", { name: "गाइड को संदेश भेजें" }));
    const dialog = await screen.findByRole("dialog", { name: "संदेश" });
    const log = within(dialog).getByRole("log", { name: "Asha Verma के साथ संदेश" });
    await within(log).findByText("Message 2");
    const time = log.querySelector("time")?.textContent ?? "";
    expect(time).toMatch(/[\u0900-\u097F]/);
    expect(time).not.toMatch(/am|pm/i);

    const box = within(dialog).getByRole("textbox", { name: "संदेश लिखें..." });
    expect(box.getAttribute("placeholder")).toBe("संदेश लिखें...");
    expect(
      within(dialog).getByText("एंटर दबाने पर संदेश चला जाता है, शिफ़्ट+एंटर से नई लाइन जुड़ती है।"),
    ).toBeTruthy();
    await user.type(box, "नमस्ते, हम सुबह 8 बजे मिलेंगे।");
    await user.click(within(dialog).getByRole("button", { name: "भेजें" }));
    expect(await within(log).findByText("नमस्ते, हम सुबह 8 बजे मिलेंगे।")).toBeTruthy();
    expect(sent("POST", "/api/bookings/b1/messages")).toHaveLength(1);
  });
});
