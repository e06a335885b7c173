import { Link } from "react-router";
import { AuthCard } from "@/web/features/auth/auth-card";
import { EmailLinkForm } from "@/web/features/auth/email-link-form";
import { linkClass } from "@/web/features/auth/link-class";
import { authClient } from "@/web/lib/auth-client";

export const RESET_LINK_SENT =
  "If an account exists for that address, we've sent a link to reset the password.";

export default function ForgotPasswordScreen() {
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it?{" "}
          <Link to="/login" className={linkClass}>
            Log in
          </Link>
        </>
      }
    >
      {/* The server answers alike whether or not the address has an account; so does this text. */}
      <EmailLinkForm
        send={(email) => authClient.requestPasswordReset(email)}
        sentText={RESET_LINK_SENT}
        submitLabel="Send reset link"
      />
    </AuthCard>
  );
}
