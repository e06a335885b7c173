import { Link, useSearchParams } from "react-router";
import { AuthCard } from "@/web/features/auth/auth-card";
import { linkClass } from "@/web/features/auth/link-class";
import { NewsletterUnsubscribe } from "@/web/features/newsletter/newsletter-unsubscribe";

/** Where a newsletter e-mail's unsubscribe link lands. */
export default function NewsletterUnsubscribeScreen() {
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Unsubscribe"
      subtitle="Yatra Tours trip ideas by email."
      footer={
        <>
          Questions?{" "}
          <Link to="/contact-us" className={linkClass}>
            Contact us
          </Link>
        </>
      }
    >
      <NewsletterUnsubscribe token={params.get("token") ?? ""} />
    </AuthCard>
  );
}
