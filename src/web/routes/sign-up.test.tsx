import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import SignUpScreen from "./sign-up";

const signUpEmail = vi.hoisted(() => vi.fn());
vi.mock("@/web/lib/auth-client", () => ({ authClient: { signUp: { email: signUpEmail } } }));

function renderSignUp() {
  const view = renderWithProviders(<SignUpScreen />, { url: "/signUp", path: "/signUp" });
  const fill = async (email: string, password: string, confirm: string) => {
    if (email) await view.user.type(screen.getByLabelText("Email"), email);
    if (password) await view.user.type(screen.getByLabelText("Password"), password);
    if (confirm) await view.user.type(screen.getByLabelText("Confirm Password"), confirm);
  };
  const submit = () => view.user.click(screen.getByRole("button", { name: "Sign Up" }));
  return { ...view, fill, submit };
}

beforeEach(() => {
  signUpEmail.mockReset();
});

describe("Sign-up validation", () => {
  it("requires email and password", async () => {
    const { submit } = renderSignUp();
    await submit();
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(signUpEmail).not.toHaveBeenCalled();
  });

  it("rejects a malformed email and a short password", async () => {
    const { fill, submit } = renderSignUp();
    await fill("not-an-email", "short", "short");
    await submit();
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Password must be at least 8 characters")).toBeTruthy();
  });

  it("says 'Passwords do not match' when the confirmation differs", async () => {
    const { fill, submit } = renderSignUp();
    await fill("new@example.com", "long-enough-1", "long-enough-2");
    await submit();
    expect(await screen.findByText("Passwords do not match")).toBeTruthy();
    expect(signUpEmail).not.toHaveBeenCalled();
  });

  it("offers only the User and Guide roles, with User chosen", () => {
    renderSignUp();
    const role = screen.getByLabelText<HTMLSelectElement>("Role");
    expect([...role.options].map((option) => option.textContent)).toEqual(["User", "Guide"]);
    expect(role.value).toBe("user");
  });
});

describe("Sign-up results", () => {
  it("shows the success text and clears the form", async () => {
    signUpEmail.mockResolvedValue({ data: { user: { id: "u2" } }, error: null });
    const { fill, submit, user } = renderSignUp();
    await fill("new@example.com", "long-enough-1", "long-enough-1");
    await user.selectOptions(screen.getByLabelText("Role"), "guide");
    await submit();

    expect(
      await screen.findByText("Sign up successful! Please check your email for verification."),
    ).toBeTruthy();
    expect(signUpEmail).toHaveBeenCalledWith({
      email: "new@example.com",
      password: "long-enough-1",
      name: "",
      role: "guide",
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe(""));
    expect(screen.getByLabelText<HTMLInputElement>("Password").value).toBe("");
    expect(screen.getByLabelText<HTMLSelectElement>("Role").value).toBe("user");
  });

  it("shows the server's message on failure", async () => {
    signUpEmail.mockResolvedValue({
      data: null,
      error: { status: 422, statusText: "Unprocessable", message: "User already exists" },
    });
    const { fill, submit } = renderSignUp();
    await fill("traveller@example.com", "long-enough-1", "long-enough-1");
    await submit();
    expect((await screen.findByRole("alert")).textContent).toContain("User already exists");
  });

  it("shows the unexpected-error text when the call throws", async () => {
    signUpEmail.mockImplementation(async () => {
      throw new TypeError("Failed to fetch");
    });
    const { fill, submit } = renderSignUp();
    await fill("new@example.com", "long-enough-1", "long-enough-1");
    await submit();
    expect((await screen.findByRole("alert")).textContent).toContain(
      "An unexpected error occurred. Please try again.",
    );
  });
});
