import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  mockFetch,
  renderWithProviders,
  requestBody,
} from "@/web/components/ui/testing/render-with-providers";
import ContactScreen from "./contact";

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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Contact form", () => {
  it("shows the exact thank-you text, posts JSON and clears the form", async () => {
    const fetchMock = mockFetch({ "POST /api/contact": { status: 201, body: { id: "m1" } } });
    const { user } = renderContact();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(
      await screen.findByText("Thank you for your message! We'll get back to you soon."),
    ).toBeTruthy();
    expect(requestBody(fetchMock)).toEqual({
      name: "Asha Verma",
      email: "asha@example.com",
      phone: "",
      subject: "Family trip to Goa",
      message: "We are four people travelling in December.",
    });
    await waitFor(() => expect(input("Name").value).toBe(""));
    expect(input("Message").value).toBe("");
  });

  it("asks for the required fields and sends nothing", async () => {
    const fetchMock = mockFetch({});
    const { user } = renderContact();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Subject is required")).toBeTruthy();
    expect(screen.getByText("Message is required")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps everything typed when sending fails", async () => {
    mockFetch({
      "POST /api/contact": {
        status: 503,
        body: { error: { code: "INTERNAL", message: "Mail is down, please try later." } },
      },
    });
    const { user } = renderContact();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect((await screen.findByRole("alert")).textContent).toContain(
      "Mail is down, please try later.",
    );
    expect(input("Name").value).toBe("Asha Verma");
    expect(input("Subject").value).toBe("Family trip to Goa");
    expect(input("Message").value).toBe("We are four people travelling in December.");
  });
});

describe("?guide= prefill", () => {
  it("fills the subject with the guide's name", async () => {
    mockFetch({ "GET /api/guides/3": { body: { guide } } });
    renderContact("/contact-us?guide=3");
    await waitFor(() => expect(input("Subject").value).toBe("Booking enquiry for Meera Iyer"));
  });

  it("tells the server which guide the enquiry is about", async () => {
    const fetchMock = mockFetch({
      "GET /api/guides/3": { body: { guide } },
      "POST /api/contact": { status: 201, body: { id: 7 } },
    });
    const { user } = renderContact("/contact-us?guide=3");
    await waitFor(() => expect(input("Subject").value).toBe("Booking enquiry for Meera Iyer"));
    await user.type(input("Name"), "Asha Verma");
    await user.type(input("Email"), "asha@example.com");
    await user.type(input("Message"), "Two of us in March.");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByText("Thank you for your message! We'll get back to you soon.");
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === "POST");
    expect(requestBody(fetchMock, post)).toMatchObject({
      guideSno: 3,
      subject: "Booking enquiry for Meera Iyer",
    });
  });

  it("ignores an unknown guide", async () => {
    const fetchMock = mockFetch({});
    renderContact("/contact-us?guide=999");
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(input("Subject").value).toBe("");
  });

  it("does not look up a malformed sno", () => {
    const fetchMock = mockFetch({});
    renderContact("/contact-us?guide=abc");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input("Subject").value).toBe("");
  });
});

describe("Contact page content", () => {
  it("shows the four info cards, the map and four FAQ items", () => {
    mockFetch({});
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
