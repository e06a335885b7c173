import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { englishAfterEach, showHindi } from "@/web/components/ui/testing/show-hindi";
import { EmailCodeSignIn } from "./email-code-sign-in";
import { MagicLinkForm } from "./magic-link-form";
import { TwoFactorChallenge } from "./two-factor-challenge";

const auth = vi.hoisted(() => ({
  magicLink: vi.fn(),
  emailOtp: vi.fn(),
  sendSignInCode: vi.fn(),
  verifyTotp: vi.fn(),
  verifyBackupCode: vi.fn(),
}));
vi.mock("@/web/lib/auth-client", () => ({
  authClient: {
    signIn: { magicLink: auth.magicLink, emailOtp: auth.emailOtp },
    emailOtp: { sendSignInCode: auth.sendSignInCode },
    twoFactor: { verifyTotp: auth.verifyTotp, verifyBackupCode: auth.verifyBackupCode },
  },
}));

englishAfterEach();

describe("the other ways to sign in, in Hindi", () => {
  it("says in Hindi why an e-mailed link did not work, and sends a new one", async () => {
    await showHindi(["account"]);
    auth.magicLink.mockResolvedValue({ data: { status: true }, error: null });
    const { user } = renderWithProviders(<MagicLinkForm linkError="EXPIRED_TOKEN" />);
    expect(
      screen.getByText(
        "उस साइन-इन लिंक की मियाद ख़त्म हो गई है या उसका इस्तेमाल हो चुका है। नीचे से नया लिंक मँगाएँ।",
      ),
    ).toBeTruthy();
    await user.type(screen.getByLabelText("ईमेल"), "ananya@example.com");
    await user.click(screen.getByRole("button", { name: "मुझे साइन-इन लिंक ईमेल करें" }));
    expect(await screen.findByText("अपने इनबॉक्स में साइन-इन लिंक देखें।")).toBeTruthy();
  });

  it("signs in with an e-mailed code in Hindi", async () => {
    await showHindi(["account"]);
    auth.sendSignInCode.mockResolvedValue({ data: { success: true }, error: null });
    auth.emailOtp.mockResolvedValue({ data: { user: { id: "u1" } }, error: null });
    const onSignedIn = vi.fn();
    const { user } = renderWithProviders(<EmailCodeSignIn onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText("ईमेल"), "ananya@example.com");
    await user.click(screen.getByRole("button", { name: "मुझे कोड भेजें" }));
    expect(
      await screen.findByText(
        "हमने ananya@example.com पर 6 अंकों का कोड भेज दिया है। यह पाँच मिनट तक काम करता है।",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "कोई दूसरा ईमेल इस्तेमाल करें" })).toBeTruthy();
    await user.type(screen.getByLabelText("ईमेल में आया कोड"), "123456");
    await user.click(screen.getByRole("button", { name: "साइन इन करें" }));
    expect(onSignedIn).toHaveBeenCalled();
  });

  it("asks for the second factor in Hindi", async () => {
    await showHindi(["account"]);
    const { user } = renderWithProviders(
      <TwoFactorChallenge onSignedIn={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.getByText("अपने ऑथेंटिकेटर ऐप से 6 अंकों का कोड लिखें")).toBeTruthy();
    expect(screen.getByLabelText("ऑथेंटिकेशन कोड")).toBeTruthy();
    expect(screen.getByLabelText("30 दिन तक इस डिवाइस पर भरोसा करें")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "बैकअप कोड इस्तेमाल करें" }));
    expect(screen.getByLabelText("बैकअप कोड")).toBeTruthy();
    expect(screen.getByRole("button", { name: "पुष्टि करें" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "लॉग इन पर वापस जाएँ" })).toBeTruthy();
  });
});
