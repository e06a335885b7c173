import { screen, waitFor, within } from "@testing-library/react";
import { bookings } from "@tests/support/msw/handlers/bookings";
import { dashboardHandlers } from "@tests/support/msw/handlers/dashboard";
import { type Conversations, messages, noUnread } from "@tests/support/msw/handlers/messages";
import { sent } from "@tests/support/msw/journal";
import { apiError, OUTAGE_MESSAGE, unavailable } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { BookingView } from "@/shared/bookings/types";
import { MESSAGE_MAX_LENGTH } from "@/shared/messages/schema";
import { SideNav } from "@/web/components/layout/side-nav";
import { polyfillDialog } from "@/web/components/ui/testing/polyfill-dialog";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { makeBooking } from "@/web/features/booking/testing/booking-fixtures";
import { BookingRequestCard } from "@/web/features/dashboard/booking-request-card";
import { DashboardMessagingProvider } from "@/web/features/dashboard/messaging-slots";
import { makeBooking as makeDashboardBooking } from "@/web/features/dashboard/testing/dashboard-fixtures";
import {
  FakeEventSource,
  openStreams,
  stubEventSource,
} from "@/web/features/messages/testing/fake-event-source";
import { makeMessage, TRAVELLER_ID } from "@/web/features/messages/testing/message-fixtures";
import { useLiveMessages } from "@/web/features/messages/use-live-messages";
import { byTextContent } from "@/web/features/my-bookings/testing/by-text-content";
import DashboardScreen, { dashboardMessaging } from "./dashboard";
import MyBookingsScreen from "./my-bookings";

const auth = vi.hoisted(() => ({
  user: { id: "traveller-1", email: "traveller@example.com", role: "user" } as {
    id: string;
    email: string;
    role: string;
  } | null,
}));
vi.mock("@/web/lib/auth-client", () => ({
  authClient: {
    useSession: () => ({
      data: auth.user ? { user: auth.user } : null,
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
afterEach(() => vi.unstubAllGlobals());

/** What the server holds for this test: the traveller's bookings and the conversations. */
interface Backend extends Conversations {
  bookings: BookingView[];
}

function messagesApi(backend: Backend) {
  server.use(
    bookings.mine(() => backend.bookings),
    ...messages.conversations(backend),
  );
}

function LiveMessages() {
  useLiveMessages();
  return null;
}

function renderMyBookings(backend: Backend) {
  messagesApi(backend);
  return renderWithProviders(
    <>
      <LiveMessages />
      <MyBookingsScreen />
    </>,
    { url: "/my-bookings", path: "/my-bookings" },
  );
}

const booking = makeBooking({ id: "b1", guide: { sno: 1, name: "Asha Verma" } });

async function openConversation(user: ReturnType<typeof renderMyBookings>["user"]) {
  const card = await screen.findByRole("article", { name: booking.packageName });
  await user.click(within(card).getByRole("button", { name: /^Message your guide/ }));
  return screen.findByRole("dialog", { name: "Messages" });
}

const UUID = /^[0-9a-f-]{36}$/;

/** The texts of the messages in the log, top to bottom. */
function shownTexts(dialog: HTMLElement): string[] {
  return within(dialog)
    .queryAllByRole("listitem")
    .map((item) => item.querySelector("p:last-child")?.textContent ?? "");
}

describe("Messages between traveller and guide", () => {
  it("shows the history oldest to newest and loads older pages on request", async () => {
    const backend: Backend = {
      bookings: [booking],
      messages: [1, 2, 3, 4, 5].map((id) => makeMessage(id)),
      unread: noUnread(),
      pageSize: 3,
    };
    const { user } = renderMyBookings(backend);
    const dialog = await openConversation(user);

    expect(
      within(dialog).getByText(byTextContent("Asha Verma · Agra: The Taj and Beyond")),
    ).toBeTruthy();
    const log = within(dialog).getByRole("log", { name: "Messages with Asha Verma" });
    await within(log).findByText("Message 5");
    expect(shownTexts(dialog)).toEqual(["Message 3", "Message 4", "Message 5"]);
    expect(within(log).getAllByText("Asha Verma").length).toBeGreaterThan(0);
    expect(log.querySelector("time")?.getAttribute("dateTime")).toBe(makeMessage(3).createdAt);

    await user.click(within(log).getByRole("button", { name: "Load earlier messages" }));
    await within(log).findByText("Message 1");
    expect(shownTexts(dialog)).toEqual([
      "Message 1",
      "Message 2",
      "Message 3",
      "Message 4",
      "Message 5",
    ]);
    expect(within(log).queryByRole("button", { name: "Load earlier messages" })).toBeNull();
    const pages = sent("GET", "/api/bookings/b1/messages").map((r) =>
      r.url.searchParams.get("before"),
    );
    expect(pages).toEqual([null, "3"]);
  });

  it("sends with Enter, keeps Shift+Enter as a new line, and appends the sent message", async () => {
    const backend: Backend = { bookings: [booking], messages: [], unread: noUnread() };
    const { user } = renderMyBookings(backend);
    const dialog = await openConversation(user);
    await within(dialog).findByText("No messages yet.");
    const input = within(dialog).getByLabelText("Type a message...") as HTMLTextAreaElement;
    expect(input.getAttribute("placeholder")).toBe("Type a message...");

    await user.type(input, "Namaste ji{Enter}");
    await within(dialog).findByText("Namaste ji");
    expect(sent("POST", "/api/bookings/b1/messages").map((r) => r.body)).toEqual([
      { body: "Namaste ji", idempotencyKey: expect.stringMatching(UUID) },
    ]);
    expect(input.value).toBe("");

    await user.type(input, "Line one{Shift>}{Enter}{/Shift}Line two");
    expect(input.value).toBe("Line one\nLine two");
    expect(sent("POST", "/api/bookings/b1/messages")).toHaveLength(1);
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    const multiLine = await within(dialog).findByText(
      (_, element) => element?.textContent === "Line one\nLine two",
    );
    expect(multiLine.className).toContain("whitespace-pre-wrap");
    expect(shownTexts(dialog)).toEqual(["Namaste ji", "Line one\nLine two"]);
    const keys = sent("POST", "/api/bookings/b1/messages").map(
      (r) => (r.body as { idempotencyKey: string }).idempotencyKey,
    );
    expect(new Set(keys).size).toBe(2);
  });

  it("sends again by itself when the database was away, and shows the message once", async () => {
    const backend: Backend = { bookings: [booking], messages: [], unread: noUnread() };
    const stored = makeMessage(2, { body: "Are we meeting at 7?" });
    // The first try was stored but its answer was lost in the outage.
    backend.send = () => {
      if (backend.messages.length === 0) {
        backend.messages.push(stored);
        return unavailable();
      }
      return HttpResponse.json({ message: stored }, { status: 201 });
    };
    const { user } = renderMyBookings(backend);
    const dialog = await openConversation(user);
    const input = within(dialog).getByLabelText("Type a message...") as HTMLTextAreaElement;

    await user.type(input, "Are we meeting at 7?{Enter}");
    await within(dialog).findByText("Are we meeting at 7?");
    await waitFor(() => expect(input.value).toBe(""));
    expect(shownTexts(dialog)).toEqual(["Are we meeting at 7?"]);
    expect(within(dialog).queryByRole("alert")).toBeNull();
    const posts = sent("POST", "/api/bookings/b1/messages").map((r) => r.body);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toEqual(posts[0]);
  });

  it("says the database is away once every try failed, and keeps the text", async () => {
    const backend: Backend = {
      bookings: [booking],
      messages: [],
      unread: noUnread(),
      send: () => unavailable(),
    };
    const { user } = renderMyBookings(backend);
    const dialog = await openConversation(user);
    const input = within(dialog).getByLabelText("Type a message...") as HTMLTextAreaElement;

    await user.type(input, "Hello?{Enter}");
    expect((await within(dialog).findByRole("alert")).textContent).toBe(OUTAGE_MESSAGE);
    expect(input.value).toBe("Hello?");
    expect(sent("POST", "/api/bookings/b1/messages")).toHaveLength(3);
  });

  it("refuses a blank message without asking the server", async () => {
    const backend: Backend = { bookings: [booking], messages: [], unread: noUnread() };
    const { user } = renderMyBookings(backend);
    const dialog = await openConversation(user);
    const input = within(dialog).getByLabelText("Type a message...");
    const send = within(dialog).getByRole("button", { name: "Send" }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);

    await user.type(input, "   {Enter}");
    expect(send.disabled).toBe(true);
    expect(sent("POST", "/api/bookings/b1/messages")).toHaveLength(0);
  });

  it("counts down near the limit and refuses a message over it", async () => {
    const backend: Backend = { bookings: [booking], messages: [], unread: noUnread() };
    const { user } = renderMyBookings(backend);
    const dialog = await openConversation(user);
    const input = within(dialog).getByLabelText("Type a message...") as HTMLTextAreaElement;

    await user.click(input);
    await user.paste("a".repeat(MESSAGE_MAX_LENGTH - 150));
    expect(within(dialog).getByText("150 characters left")).toBeTruthy();
    await user.paste("a".repeat(151));
    expect(within(dialog).getByText("1 character over the limit")).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(within(dialog).getByRole("alert").textContent).toBe(
      `Messages can be at most ${MESSAGE_MAX_LENGTH} characters`,
    );
    expect(sent("POST", "/api/bookings/b1/messages")).toHaveLength(0);
    expect(input.value).toHaveLength(MESSAGE_MAX_LENGTH + 1);
  });

  it("shows the server's reason on a 422 and keeps the text", async () => {
    const reason = `Messages can be at most ${MESSAGE_MAX_LENGTH} characters`;
    const backend: Backend = {
      bookings: [booking],
      messages: [],
      unread: noUnread(),
      send: () => apiError(422, "VALIDATION_FAILED", "Check the form", { body: reason }),
    };
    const { user } = renderMyBookings(backend);
    const dialog = await openConversation(user);
    const input = within(dialog).getByLabelText("Type a message...") as HTMLTextAreaElement;

    await user.type(input, "Is the monastery open?{Enter}");
    expect((await within(dialog).findByRole("alert")).textContent).toBe(reason);
    expect(input.value).toBe("Is the monastery open?");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(shownTexts(dialog)).toEqual([]);
  });

  it("marks the conversation read when it opens, and the badge goes", async () => {
    const backend: Backend = {
      bookings: [booking],
      messages: [1, 2, 3].map((id) => makeMessage(id)),
      unread: { total: 2, byBooking: { b1: 2 } },
    };
    const { user } = renderMyBookings(backend);
    expect(
      await screen.findByRole("button", { name: "Message your guide (2 unread)" }),
    ).toBeTruthy();

    const dialog = await openConversation(user);
    await within(dialog).findByText("Message 3");
    await waitFor(() =>
      expect(sent("POST", "/api/bookings/b1/messages/read").map((r) => r.body)).toEqual([
        { upTo: 3 },
      ]),
    );
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(await screen.findByRole("button", { name: "Message your guide" })).toBeTruthy();
  });

  it("adds a live message to the open conversation and counts one for a closed one", async () => {
    const other = makeBooking({ id: "b2", packageName: "Goa: Sun and Spice" });
    const backend: Backend = {
      bookings: [booking, other],
      messages: [makeMessage(1)],
      unread: noUnread(),
    };
    const { user } = renderMyBookings(backend);
    await screen.findByRole("article", { name: "Goa: Sun and Spice" });
    expect(openStreams().map((s) => s.url)).toEqual(["/api/events"]);
    const stream = openStreams()[0];
    stream.connect();

    const forOther = makeMessage(7, { bookingId: "b2", body: "See you in Goa" });
    backend.messages.push(forOther);
    backend.unread = { total: 1, byBooking: { b2: 1 } };
    stream.deliver(forOther);
    const otherCard = screen.getByRole("article", { name: "Goa: Sun and Spice" });
    expect(
      await within(otherCard).findByRole("button", { name: "Message your guide (1 unread)" }),
    ).toBeTruthy();

    const dialog = await openConversation(user);
    await within(dialog).findByText("Message 1");
    const live = makeMessage(9, { body: "Bring warm clothes" });
    backend.messages.push(live);
    stream.deliver(live);
    await within(dialog).findByText("Bring warm clothes");
    expect(shownTexts(dialog)).toEqual(["Message 1", "Bring warm clothes"]);
    expect(within(dialog).queryByText("See you in Goa")).toBeNull();
    await waitFor(() =>
      expect(sent("POST", "/api/bookings/b1/messages/read").map((r) => r.body)).toContainEqual({
        upTo: 9,
      }),
    );
    // The same message again (a replay after a reconnect) is shown once.
    stream.deliver(live);
    expect(within(dialog).getAllByText("Bring warm clothes")).toHaveLength(1);
  });

  it("shows a message's HTML as text", async () => {
    const html = '<img src="x" onerror="alert(1)"><b>bold</b>';
    const backend: Backend = {
      bookings: [booking],
      messages: [makeMessage(1, { body: html })],
      unread: noUnread(),
    };
    const { user } = renderMyBookings(backend);
    const dialog = await openConversation(user);
    const log = within(dialog).getByRole("log");
    expect((await within(log).findByText(html)).textContent).toBe(html);
    expect(log.querySelector("img, b")).toBeNull();
  });

  it("keeps one stream, reopens it where it left off after the browser gives up, and closes it on sign-out", async () => {
    const backend: Backend = { bookings: [booking], messages: [], unread: noUnread() };
    const { rerender } = renderMyBookings(backend);
    await screen.findByRole("article", { name: booking.packageName });
    const first = openStreams()[0];
    first.connect();
    first.deliver(makeMessage(12, { bookingId: "b9" }));

    // A dropped connection the browser retries by itself: nothing to do, nothing to show.
    first.emit("error");
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(screen.queryByRole("alert")).toBeNull();

    first.fail();
    await waitFor(() => expect(openStreams()).toHaveLength(1), { timeout: 2_000 });
    expect(openStreams()[0].url).toBe("/api/events?lastEventId=12");

    auth.user = null;
    rerender(<p>Signed out</p>);
    await waitFor(() => expect(openStreams()).toHaveLength(0));
  });

  it("puts the guide's unread counts on the Message button and splits them in the side navigation", async () => {
    auth.user = { id: "guide-1", email: "guide@example.com", role: "guide" };
    const request = makeBooking({ id: "g1", name: "Asha Verma" });
    const guideRole = "guide" as const;
    const backend: Backend = {
      bookings: [booking],
      messages: [],
      unread: { total: 3, byBooking: { b1: 1, g1: 2 } },
    };
    messagesApi(backend);
    renderWithProviders(
      <>
        <SideNav role={guideRole} />
        <DashboardMessagingProvider value={dashboardMessaging}>
          <BookingRequestCard booking={request} showGuide={false} onMessage={() => {}} />
        </DashboardMessagingProvider>
      </>,
    );
    expect(await screen.findByRole("button", { name: "Message (2 unread)" })).toBeTruthy();
    expect(await screen.findByRole("link", { name: "My Bookings (1 unread)" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Dashboard (2 unread)" })).toBeTruthy();
  });

  it("lets a guide write to a traveller from a booking request on the dashboard", async () => {
    auth.user = { id: "guide-1", email: "guide@example.com", role: "guide" };
    const sentMessage = makeMessage(4, {
      bookingId: "r1",
      senderId: "guide-1",
      senderName: "Vikram Rawat",
      senderRole: "guide",
      body: "Welcome! I will meet you at Leh airport.",
    });
    server.use(
      ...dashboardHandlers({ bookings: [makeDashboardBooking("r1", { name: "Asha Verma" })] }),
      ...messages.conversations({
        messages: [],
        unread: noUnread(),
        send: () => HttpResponse.json({ message: sentMessage }, { status: 201 }),
      }),
    );
    const { user } = renderWithProviders(<DashboardScreen />, {
      url: "/dashboard",
      path: "/dashboard",
    });
    const card = await screen.findByRole("article", { name: "Asha Verma" });
    await user.click(within(card).getByRole("button", { name: "Message" }));

    const dialog = await screen.findByRole("dialog", { name: "Messages" });
    expect(within(dialog).getByText(byTextContent(/^Asha Verma · /))).toBeTruthy();
    await within(dialog).findByText("No messages yet.");
    await user.type(
      within(dialog).getByLabelText("Type a message..."),
      "Welcome! I will meet you at Leh airport.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText(sentMessage.body)).toBeTruthy();
    expect(sent("POST", "/api/bookings/r1/messages")).toHaveLength(1);

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Messages" })).toBeNull());
  });
});
