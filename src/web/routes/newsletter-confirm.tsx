import { Link, useSearchParams } from "react-router";
import { AuthCard } from "@/web/features/auth/auth-card";
import { linkClass } from "@/web/features/auth/link-class";
import { NewsletterConfirmation } from "@/web/features/newsletter/newsletter-confirmation";

/** Where the link in the newsletter's confirmation e-mail lands (double opt-in). */
export default function NewsletterConfirmScreen() {
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Newsletter"
      subtitle="Confirming your email address."
      footer={
        <>
          Questions?{" "}
          <Link to="/contact-us" className={linkClass}>
            Contact us
          </Link>
        </>
      }
    >
      <NewsletterConfirmation token={params.get("token") ?? ""} />
    </AuthCard>
  );
}
