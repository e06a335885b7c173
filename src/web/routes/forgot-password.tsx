import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@/web/components/ui/link";
import { AuthCard } from "@/web/features/auth/auth-card";
import { EmailLinkForm } from "@/web/features/auth/email-link-form";
import { linkClass } from "@/web/features/auth/link-class";
import { authClient } from "@/web/lib/auth-client";

export default function ForgotPasswordScreen() {
  const { t } = useLingui();
  return (
    <AuthCard
      title={t`Forgot your password?`}
      subtitle={t`Enter the email address of your account and we'll send you a link to choose a new password.`}
      footer={
        <Trans>
          Remembered it?{" "}
          <Link to="/login" className={linkClass}>
            Log in
          </Link>
        </Trans>
      }
    >
      {/* The server answers alike whether or not the address has an account; so does this text. */}
      <EmailLinkForm
        send={(email) => authClient.requestPasswordReset(email)}
        sentText={t`If an account exists for that address, we've sent a link to reset the password.`}
        submitLabel={t`Send reset link`}
      />
    </AuthCard>
  );
}
