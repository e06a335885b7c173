import { screen, waitFor, within } from "@testing-library/react";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { JoinAsGuideButton } from "@/web/features/guide-application";

const THANK_YOU =
  "Thank you for your interest in becoming a tourist guide! We will contact you soon.";
const CONFIRM_BY_EMAIL =
  "Please confirm your email address with the link we have just emailed you: our team sees your application only after you confirm it.";
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const session = vi.hoisted(() => ({
  user: null as null | { id: string; name: string; email: string; role: string },
}));
vi.mock("@/web/lib/use-current-user", () => ({
  useCurrentUser: () => ({ user: session.user, isPending: false, refetch: async () => {} }),
}));
afterEach(() => {
  session.user = null;
});

const submitted = (needsConfirmation: boolean) =>
  http.post("/api/guide-applications", () =>
    HttpResponse.json({ id: 7, needsConfirmation }, { status: 201 }),
  );

async function openForm() {
  const view = renderWithProviders(<JoinAsGuideButton />);
  await view.user.click(screen.getByRole("button", { name: "Join as Tourist Guide" }));
  const dialog = screen.getByRole("dialog", { name: "Join as a Tourist Guide" });
  // The form loads when the dialog first opens.
  await within(dialog).findByLabelText("Specialization");
  return { ...view, dialog };
}

function field(dialog: HTMLElement, label: string) {
  return within(dialog).getByLabelText<HTMLInputElement>(label);
}

async function fillValidForm({
  user,
  dialog,
  skipEmail = false,
}: Awaited<ReturnType<typeof openForm>> & { skipEmail?: boolean }) {
  await user.type(field(dialog, "Full Name"), "Kavya Reddy");
  if (!skipEmail) await user.type(field(dialog, "Email"), "kavya@example.com");
  await user.type(field(dialog, "Phone"), "+91 98765 43210");
  await user.type(field(dialog, "Address"), "12 MG Road, Bengaluru");
  await user.type(field(dialog, "Years of Experience"), "6");
  await user.type(field(dialog, "Languages"), "Kannada, English, Hindi");
  await user.selectOptions(within(dialog).getByLabelText("Specialization"), "Cultural Tourism");
  await user.type(field(dialog, "About yourself"), "I run heritage walks in old Bengaluru.");
  await user.click(within(dialog).getByLabelText("I agree to the terms and conditions"));
}

describe("Guide application", () => {
  it("offers the placeholder and the six specializations", async () => {
    const { dialog } = await openForm();
    const select = within(dialog).getByLabelText<HTMLSelectElement>("Specialization");
    expect([...select.options].map((option) => option.textContent)).toEqual([
      "Select your specialization",
      "Historical Sites",
      "Adventure Tourism",
      "Cultural Tourism",
      "Wildlife Tourism",
      "Food Tourism",
      "Other",
    ]);
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>("About yourself").rows).toBe(4);
  });

  it("requires every field, the specialization and the terms checkbox", async () => {
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole("button", { name: "Submit Application" }));

    expect(await within(dialog).findByText("Full name is required")).toBeTruthy();
    expect(within(dialog).getByText("Email is required")).toBeTruthy();
    expect(within(dialog).getByText("Please enter your phone number")).toBeTruthy();
    expect(within(dialog).getByText("Address is required")).toBeTruthy();
    expect(within(dialog).getByText("Please enter your years of experience")).toBeTruthy();
    expect(within(dialog).getByText("Please list the languages you speak")).toBeTruthy();
    expect(within(dialog).getByText("Please select your specialization")).toBeTruthy();
    expect(within(dialog).getByText("About yourself is required")).toBeTruthy();
    expect(within(dialog).getByText("You must agree to the terms and conditions")).toBeTruthy();
    // An empty field says what is missing, not that a value is wrong.
    expect(within(dialog).queryByText("Please enter a valid phone number")).toBeNull();
    expect(within(dialog).queryByText("Experience must be a number")).toBeNull();
    expect(sent()).toHaveLength(0);
  });

  it("asks for a phone, years and languages left as spaces, and says a wrong phone is wrong", async () => {
    const form = await openForm();
    await fillValidForm(form);
    const { user, dialog } = form;
    await user.clear(field(dialog, "Phone"));
    await user.type(field(dialog, "Phone"), "   ");
    await user.clear(field(dialog, "Years of Experience"));
    await user.clear(field(dialog, "Languages"));
    await user.type(field(dialog, "Languages"), "  ");
    await user.click(within(dialog).getByRole("button", { name: "Submit Application" }));
    expect(await within(dialog).findByText("Please enter your phone number")).toBeTruthy();
    expect(within(dialog).getByText("Please enter your years of experience")).toBeTruthy();
    expect(within(dialog).getByText("Please list the languages you speak")).toBeTruthy();

    await user.clear(field(dialog, "Phone"));
    await user.type(field(dialog, "Phone"), "call me");
    await user.click(within(dialog).getByRole("button", { name: "Submit Application" }));
    expect(await within(dialog).findByText("Please enter a valid phone number")).toBeTruthy();
    expect(within(dialog).queryByText("Please enter your phone number")).toBeNull();
    expect(sent()).toHaveLength(0);
  });

  it("rejects a negative experience and a malformed email", async () => {
    const { user, dialog } = await openForm();
    await user.type(field(dialog, "Email"), "kavya-at-example");
    await user.type(field(dialog, "Years of Experience"), "-2");
    await user.click(within(dialog).getByRole("button", { name: "Submit Application" }));
    expect(await within(dialog).findByText("Please enter a valid email address")).toBeTruthy();
    expect(within(dialog).getByText("Experience cannot be negative")).toBeTruthy();
  });

  it("posts the application with a request key, closes and asks to confirm the address", async () => {
    server.use(submitted(true));
    const form = await openForm();
    expect(
      within(form.dialog).getByText("We will email you a link to confirm this address."),
    ).toBeTruthy();
    await fillValidForm(form);
    await form.user.click(within(form.dialog).getByRole("button", { name: "Submit Application" }));

    const toast = await screen.findByText(`${THANK_YOU} ${CONFIRM_BY_EMAIL}`);
    expect(toast.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [call] = sent("POST", "/api/guide-applications");
    expect(call.body).toEqual({
      fullName: "Kavya Reddy",
      email: "kavya@example.com",
      phone: "+91 98765 43210",
      address: "12 MG Road, Bengaluru",
      experience: 6,
      languages: "Kannada, English, Hindi",
      specialization: "cultural",
      about: "I run heritage walks in old Bengaluru.",
      agreeToTerms: true,
      idempotencyKey: expect.stringMatching(KEY),
    });
  });

  it("signed in, uses the account's address, locked, and only thanks", async () => {
    session.user = {
      id: "u1",
      name: "Kavya Reddy",
      email: "kavya.account@example.com",
      role: "user",
    };
    server.use(submitted(false));
    const form = await openForm();
    const email = field(form.dialog, "Email");
    await waitFor(() => expect(email.value).toBe("kavya.account@example.com"));
    expect(email.readOnly).toBe(true);
    expect(
      within(form.dialog).getByText(
        "Your account's email address: approval makes this account a guide.",
      ),
    ).toBeTruthy();
    await form.user.type(email, "other@example.com");
    expect(email.value).toBe("kavya.account@example.com");
    await form.user.clear(field(form.dialog, "Full Name"));
    await fillValidForm({ ...form, skipEmail: true });
    await form.user.click(within(form.dialog).getByRole("button", { name: "Submit Application" }));

    expect(await screen.findByText(THANK_YOU)).toBeTruthy();
    expect(screen.queryByText(CONFIRM_BY_EMAIL, { exact: false })).toBeNull();
    expect(sent("POST", "/api/guide-applications")[0].body).toMatchObject({
      email: "kavya.account@example.com",
      fullName: "Kavya Reddy",
    });
  });

  it("sends the same request key again when the person retries after a failure", async () => {
    let attempts = 0;
    server.use(
      http.post("/api/guide-applications", () => {
        attempts += 1;
        return attempts === 1
          ? apiError(500, "INTERNAL", "Something went wrong on our side.")
          : HttpResponse.json({ id: 7, needsConfirmation: true }, { status: 201 });
      }),
    );
    const form = await openForm();
    await fillValidForm(form);
    const submit = within(form.dialog).getByRole("button", { name: "Submit Application" });
    await form.user.click(submit);
    expect((await within(form.dialog).findByRole("alert")).textContent).toContain(
      "Something went wrong on our side.",
    );
    await waitFor(() => expect(submit).toHaveProperty("disabled", false));
    await form.user.click(submit);
    expect(await screen.findByText(`${THANK_YOU} ${CONFIRM_BY_EMAIL}`)).toBeTruthy();
    const keys = sent("POST", "/api/guide-applications").map(
      (c) => (c.body as { idempotencyKey: string }).idempotencyKey,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(KEY);
    expect(keys[1]).toBe(keys[0]);
  });

  it("gives a new application, after the form reopens, a new request key", async () => {
    server.use(submitted(true));
    const form = await openForm();
    await fillValidForm(form);
    await form.user.click(within(form.dialog).getByRole("button", { name: "Submit Application" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await form.user.click(screen.getByRole("button", { name: "Join as Tourist Guide" }));
    const dialog = screen.getByRole("dialog", { name: "Join as a Tourist Guide" });
    await fillValidForm({ ...form, dialog });
    await form.user.click(within(dialog).getByRole("button", { name: "Submit Application" }));
    await waitFor(() => expect(sent("POST", "/api/guide-applications")).toHaveLength(2));
    const [first, second] = sent("POST", "/api/guide-applications").map(
      (c) => (c.body as { idempotencyKey: string }).idempotencyKey,
    );
    expect(second).toMatch(KEY);
    expect(second).not.toBe(first);
  });

  it("stays open with the error and every value when the server refuses", async () => {
    server.use(
      http.post("/api/guide-applications", () =>
        apiError(422, "VALIDATION_FAILED", "Please correct the highlighted fields.", {
          phone: "Please enter a valid phone number",
        }),
      ),
    );
    const form = await openForm();
    await fillValidForm(form);
    await form.user.click(within(form.dialog).getByRole("button", { name: "Submit Application" }));

    expect((await within(form.dialog).findByRole("alert")).textContent).toContain(
      "Please correct the highlighted fields.",
    );
    expect(within(form.dialog).getByText("Please enter a valid phone number")).toBeTruthy();
    expect(field(form.dialog, "Full Name").value).toBe("Kavya Reddy");
    expect(field(form.dialog, "Languages").value).toBe("Kannada, English, Hindi");
    expect(screen.queryByText(THANK_YOU)).toBeNull();
  });

  it("closes with Cancel and with the close button", async () => {
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: "Join as Tourist Guide" }));
    const reopened = screen.getByRole("dialog", { name: "Join as a Tourist Guide" });
    await user.click(within(reopened).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
