import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../components/ui/testing/render-with-providers";
import LoginScreen from "./login";

const signInEmail = vi.hoisted(() => vi.fn());
vi.mock("../lib/auth-client", () => ({ authClient: { signIn: { email: signInEmail } } }));

function renderLogin() {
  return renderWithProviders(<LoginScreen />, { url: "/login", path: "/login" });
}

beforeEach(() => {
  signInEmail.mockReset();
});

describe("Login", () => {
  it("asks for both fields before calling the server", async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(signInEmail).not.toHaveBeenCalled();
  });

  it("shows the server's message as an error and clears both fields", async () => {
    signInEmail.mockResolvedValue({
      data: null,
      error: { status: 401, statusText: "Unauthorized", message: "Invalid email or password" },
    });
    const { user } = renderLogin();
    const email = screen.getByLabelText<HTMLInputElement>("Email");
    const password = screen.getByLabelText<HTMLInputElement>("Password");
    await user.type(email, "traveller@example.com");
    await user.type(password, "wrong-password");
    await user.click(screen.getByRole("button", { name: "Log In" }));

    expect((await screen.findByRole("alert")).textContent).toContain("Invalid email or password");
    await waitFor(() => expect(email.value).toBe(""));
    expect(password.value).toBe("");
    expect(signInEmail).toHaveBeenCalledWith({
      email: "traveller@example.com",
      password: "wrong-password",
    });
  });

  it("goes to /profile after a successful sign-in", async () => {
    signInEmail.mockResolvedValue({ data: { user: { id: "u1" } }, error: null });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText("Email"), "traveller@example.com");
    await user.type(screen.getByLabelText("Password"), "yatra-demo-2026");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/profile"));
  });

  it("links to the sign-up page", () => {
    renderLogin();
    expect(screen.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/signUp");
  });
});
