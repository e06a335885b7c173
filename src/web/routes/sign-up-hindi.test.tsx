import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { englishAfterEach, showHindi } from "@/web/components/ui/testing/show-hindi";
import EmailVerifiedScreen from "./email-verified";
import ForgotPasswordScreen from "./forgot-password";
import ResetPasswordScreen from "./reset-password";
import SignUpScreen from "./sign-up";

const auth = vi.hoisted(() => ({
  signUpEmail: vi.fn(),
  requestPasswordReset: vi.fn(),
  session: { data: null as unknown, isPending: false, error: null, refetch: async () => {} },
}));
vi.mock("@/web/lib/auth-client", () => ({
  authClient: {
    signUp: { email: auth.signUpEmail },
    requestPasswordReset: auth.requestPasswordReset,
    useSession: () => auth.session,
  },
}));

beforeEach(() => {
  auth.signUpEmail.mockReset();
  auth.requestPasswordReset.mockReset();
});

englishAfterEach();

describe("signing up in Hindi", () => {
  it("shows the sign-up form in Hindi and signs up", async () => {
    await showHindi(["account"]);
    auth.signUpEmail.mockResolvedValue({ data: { user: { id: "u2" } }, error: null });
    const { user } = renderWithProviders(<SignUpScreen />, { url: "/signUp", path: "/signUp" });

    expect(screen.getByRole("heading", { level: 1, name: "अपना खाता बनाएँ" })).toBeTruthy();
    expect(
      screen.getByText("टूर बुक करने के लिए यात्री के रूप में जुड़ें, या टूर कराने के लिए गाइड के रूप में।"),
    ).toBeTruthy();
    const role = screen.getByLabelText<HTMLSelectElement>("भूमिका");
    expect([...role.options].map((option) => option.textContent)).toEqual(["यात्री", "गाइड"]);
    expect(screen.getByRole("link", { name: "लॉग इन करें" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByText("Create your account")).toBeNull();

    await user.type(screen.getByLabelText("ईमेल"), "naya@example.com");
    await user.type(screen.getByLabelText("पासवर्ड"), "long-enough-1");
    await user.type(screen.getByLabelText("पासवर्ड दोबारा लिखें"), "long-enough-1");
    await user.selectOptions(role, "गाइड");
    await user.click(screen.getByRole("button", { name: "साइन अप करें" }));

    expect(await screen.findByText("साइन अप हो गया! सत्यापन के लिए कृपया अपना ईमेल देखें।")).toBeTruthy();
    expect(auth.signUpEmail).toHaveBeenCalledWith({
      email: "naya@example.com",
      password: "long-enough-1",
      name: "",
      role: "guide",
    });
  });

  it("asks for a reset link in Hindi", async () => {
    await showHindi(["account"]);
    auth.requestPasswordReset.mockResolvedValue({ data: { status: true }, error: null });
    const { user } = renderWithProviders(<ForgotPasswordScreen />, {
      url: "/forgot-password",
      path: "/forgot-password",
    });
    expect(screen.getByRole("heading", { level: 1, name: "पासवर्ड भूल गए?" })).toBeTruthy();
    await user.type(screen.getByLabelText("ईमेल"), "naya@example.com");
    await user.click(screen.getByRole("button", { name: "रीसेट लिंक भेजें" }));
    expect(
      await screen.findByText("अगर उस पते का कोई खाता है, तो हमने पासवर्ड रीसेट करने का लिंक भेज दिया है।"),
    ).toBeTruthy();
  });

  it("says in Hindi that a reset link is unusable", async () => {
    await showHindi(["account"]);
    renderWithProviders(<ResetPasswordScreen />, {
      url: "/reset-password",
      path: "/reset-password",
    });
    expect(screen.getByRole("heading", { level: 1, name: "लिंक की मियाद ख़त्म हो गई" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "मुझे नया लिंक भेजें" })).toBeTruthy();
  });

  it("welcomes a verified, signed-out reader in Hindi", async () => {
    await showHindi(["account"]);
    renderWithProviders(<EmailVerifiedScreen />, {
      url: "/email-verified",
      path: "/email-verified",
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "ईमेल सत्यापित हो गया" }),
    ).toBeTruthy();
    expect(screen.getByText("आपका ईमेल सत्यापित हो गया। आगे बढ़ने के लिए कृपया लॉग इन करें।")).toBeTruthy();
    expect(screen.getByRole("link", { name: "लॉग इन करें" }).getAttribute("href")).toBe("/login");
  });
});
