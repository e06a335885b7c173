import { screen, waitFor } from "@testing-library/react";
import { catalogue } from "@tests/support/msw/handlers/catalogue";
import { profile } from "@tests/support/msw/handlers/profile";
import { sent } from "@tests/support/msw/journal";
import { apiError, OUTAGE_MESSAGE, unavailable } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "@/shared/profile/types";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import ContactScreen from "./contact";

const session = vi.hoisted(() => ({
  user: null as null | { id: string; name: string; email: string; role: string },
}));
vi.mock("@/web/lib/use-current-user", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/web/lib/use-current-user")>()),
  useCurrentUser: () => ({ user: session.user, isPending: false, refetch: async () => {} }),
}));
afterEach(() => {
  session.user = null;
});

const ashaAccount = { id: "u7", name: "asha.v", email: "asha.verma@example.com", role: "user" };
const ashaProfile: Profile = {
  id: "u7",
  email: "asha.verma@example.com",
  memberSince: "2025-03-14T09:30:00.000Z",
  fullName: "Asha Verma",
  phone: "",
  address: "",
  preferences: "",
  role: "user",
  profilePic: null,
};

const CONTACT_SUCCESS_TEXT = "Thank you for your message! We'll get back to you soon.";

const guide = { sno: 3, name: "Meera Iyer" };

function renderContact(url = "/contact-us") {
  return renderWithProviders(<ContactScreen />, { url, path: "/contact-us" });
}

function input(label: string) {
  return screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);
}

async function fillForm(user: ReturnType<typeof renderContact>["user"]) {
  await user.type(input("Name"), "Asha Verma");
  await user.type(input("Email"), "asha@example.com");
  await user.type(input("Subject"), "Family trip to Goa");
  await user.type(input("Message"), "We are four people travelling in December.");
}

const UUID = /^[0-9a-f-]{36}$/;

const contactAccepted = (id: string | number) =>
  http.post("/api/contact", () => HttpResponse.json({ id }, { status: 201 }));

describe("Contact form", () => {
  it("shows the exact thank-you text, posts JSON and clears the form", async () => {
    server.use(contactAccepted("m1"));
    const { user } = renderContact();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(
      await screen.findByText("Thank you for your message! We'll get back to you soon."),
    ).toBeTruthy();
    const [post] = sent("POST", "/api/contact");
    expect(post.headers.get("content-type")).toBe("application/json");
    expect(post.body).toEqual({
      name: "Asha Verma",
      email: "asha@example.com",
      phone: "",
      subject: "Family trip to Goa",
      message: "We are four people travelling in December.",
      idempotencyKey: expect.stringMatching(UUID),
    });
    await waitFor(() => expect(input("Name").value).toBe(""));
    expect(input("Message").value).toBe("");
  });

  it("asks for the required fields and sends nothing", async () => {
    const { user } = renderContact();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Subject is required")).toBeTruthy();
    expect(screen.getByText("Message is required")).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it("keeps everything typed when sending fails", async () => {
    server.use(
      http.post("/api/contact", () => apiError(500, "INTERNAL", "Mail is down, please try later.")),
    );
    const { user } = renderContact();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect((await screen.findByRole("alert")).textContent).toContain(
      "Mail is down, please try later.",
    );
    expect(input("Name").value).toBe("Asha Verma");
    expect(input("Subject").value).toBe("Family trip to Goa");
    expect(input("Message").value).toBe("We are four people travelling in December.");
    expect(sent("POST", "/api/contact")).toHaveLength(1);
  });

  it("sends again by itself while the database is away, and thanks once", async () => {
    let tries = 0;
    server.use(
      http.post("/api/contact", () => {
        tries += 1;
        return tries === 1 ? unavailable() : HttpResponse.json({ id: 41 }, { status: 201 });
      }),
    );
    const { user } = renderContact();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findAllByText(CONTACT_SUCCESS_TEXT)).toHaveLength(1);
    expect(screen.queryByText(OUTAGE_MESSAGE)).toBeNull();
    const [first, second] = sent("POST", "/api/contact").map((r) => r.body);
    expect(sent("POST", "/api/contact")).toHaveLength(2);
    expect(second).toEqual(first);
  });

  it("gives up after three tries with the outage message; sending the same again keeps the key", async () => {
    server.use(http.post("/api/contact", () => unavailable()));
    const { user } = renderContact();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect((await screen.findByRole("alert")).textContent).toContain(OUTAGE_MESSAGE);
    expect(input("Message").value).toBe("We are four people travelling in December.");
    expect(sent("POST", "/api/contact")).toHaveLength(3);

    server.use(contactAccepted(42));
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByText(CONTACT_SUCCESS_TEXT);
    const keys = sent("POST", "/api/contact").map(
      (r) => (r.body as { idempotencyKey: string }).idempotencyKey,
    );
    expect(new Set(keys)).toEqual(new Set([keys[0]]));

    // A success ends the submission: the next message is a new one with a new key.
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(sent("POST", "/api/contact")).toHaveLength(5));
    const next = sent("POST", "/api/contact")[4].body as { idempotencyKey: string };
    expect(next.idempotencyKey).toMatch(UUID);
    expect(next.idempotencyKey).not.toBe(keys[0]);
  });

  it("makes a new key when the message was changed after a failure", async () => {
    server.use(http.post("/api/contact", () => apiError(500, "INTERNAL", "Mail is down.")));
    const { user } = renderContact();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByRole("alert");
    await user.type(input("Message"), " Two of us are vegetarian.");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(sent("POST", "/api/contact")).toHaveLength(2));
    const [first, second] = sent("POST", "/api/contact").map(
      (r) => (r.body as { idempotencyKey: string }).idempotencyKey,
    );
    expect(second).not.toBe(first);
  });
});

describe("?guide= prefill", () => {
  it("fills the subject with the guide's name", async () => {
    server.use(catalogue.guide([guide]));
    renderContact("/contact-us?guide=3");
    await waitFor(() => expect(input("Subject").value).toBe("Booking enquiry for Meera Iyer"));
  });

  it("tells the server which guide the enquiry is about", async () => {
    server.use(catalogue.guide([guide]), contactAccepted(7));
    const { user } = renderContact("/contact-us?guide=3");
    await waitFor(() => expect(input("Subject").value).toBe("Booking enquiry for Meera Iyer"));
    await user.type(input("Name"), "Asha Verma");
    await user.type(input("Email"), "asha@example.com");
    await user.type(input("Message"), "Two of us in March.");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByText("Thank you for your message! We'll get back to you soon.");
    expect(sent("POST", "/api/contact")[0].body).toMatchObject({
      guideSno: 3,
      subject: "Booking enquiry for Meera Iyer",
    });
  });

  it("ignores an unknown guide", async () => {
    // The fixture guides are numbered 1 to 4, so the network answers 404.
    renderContact("/contact-us?guide=999");
    await waitFor(() => expect(sent()).not.toHaveLength(0));
    expect(input("Subject").value).toBe("");
  });

  it("signed in, also fills the name from the profile and the account's email", async () => {
    session.user = ashaAccount;
    server.use(catalogue.guide([guide]), profile.get(ashaProfile), contactAccepted(8));
    const { user } = renderContact("/contact-us?guide=3");
    await waitFor(() => expect(input("Subject").value).toBe("Booking enquiry for Meera Iyer"));
    await waitFor(() => expect(input("Name").value).toBe("Asha Verma"));
    expect(input("Email").value).toBe("asha.verma@example.com");

    await user.type(input("Message"), "Two of us in March.");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByText(CONTACT_SUCCESS_TEXT);
    expect(sent("POST", "/api/contact")[0].body).toMatchObject({
      name: "Asha Verma",
      email: "asha.verma@example.com",
      guideSno: 3,
    });
    // The next message is from the same person.
    await waitFor(() => expect(input("Message").value).toBe(""));
    expect(input("Name").value).toBe("Asha Verma");
    expect(input("Email").value).toBe("asha.verma@example.com");
  });

  it("signed in without a profile name, uses the account's name", async () => {
    session.user = ashaAccount;
    server.use(catalogue.guide([guide]), profile.get({ ...ashaProfile, fullName: "" }));
    renderContact("/contact-us?guide=3");
    await waitFor(() => expect(sent("GET", "/api/profile")).toHaveLength(1));
    await waitFor(() => expect(input("Subject").value).toBe("Booking enquiry for Meera Iyer"));
    expect(input("Name").value).toBe("asha.v");
    expect(input("Email").value).toBe("asha.verma@example.com");
  });

  it("never overwrites a name or an email the person typed", async () => {
    session.user = ashaAccount;
    let answerProfile = () => {};
    const profileAsked = new Promise<void>((resolve) => {
      answerProfile = resolve;
    });
    server.use(
      catalogue.guide([guide]),
      http.get("/api/profile", async () => {
        await profileAsked;
        return HttpResponse.json({ profile: ashaProfile });
      }),
    );
    const { user } = renderContact("/contact-us?guide=3");
    await waitFor(() => expect(input("Name").value).toBe("asha.v"));
    await user.clear(input("Name"));
    await user.type(input("Name"), "Ravi Verma");
    await user.clear(input("Email"));
    await user.type(input("Email"), "ravi@example.com");
    answerProfile();
    await waitFor(() => expect(input("Subject").value).toBe("Booking enquiry for Meera Iyer"));
    await waitFor(() => expect(sent("GET", "/api/profile")).toHaveLength(1));
    // Give the profile's answer time to land; the typed values stay.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(input("Name").value).toBe("Ravi Verma");
    expect(input("Email").value).toBe("ravi@example.com");
  });

  it("signed out, leaves the name and the email empty", async () => {
    server.use(catalogue.guide([guide]));
    renderContact("/contact-us?guide=3");
    await waitFor(() => expect(input("Subject").value).toBe("Booking enquiry for Meera Iyer"));
    expect(input("Name").value).toBe("");
    expect(input("Email").value).toBe("");
    expect(sent("GET", "/api/profile")).toHaveLength(0);
  });

  it("does not look up a malformed sno", () => {
    renderContact("/contact-us?guide=abc");
    expect(sent()).toHaveLength(0);
    expect(input("Subject").value).toBe("");
  });
});

describe("Contact page content", () => {
  it("shows the four info cards, the map and four FAQ items", () => {
    renderContact();
    expect(
      screen.getAllByText("2nd Floor, 14 Janpath, Connaught Place, New Delhi 110001").length,
    ).toBeGreaterThan(0);
    expect(screen.getByText("+91 11 4567 8900")).toBeTruthy();
    expect(screen.getByText("bookings@yatratours.in")).toBeTruthy();
    expect(screen.getByText("Mon-Fri 9:00-18:00")).toBeTruthy();
    expect(screen.getByText("Sat 10:00-16:00")).toBeTruthy();
    expect(screen.getByRole("img", { name: /Map of central New Delhi/ })).toBeTruthy();
    expect(document.querySelectorAll("details")).toHaveLength(4);
    expect(screen.getByText(/30 days or more before the tour starts/)).toBeTruthy();
  });
});
