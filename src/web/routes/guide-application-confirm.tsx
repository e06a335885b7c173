import { Link, useSearchParams } from "react-router";
import { AuthCard } from "@/web/features/auth/auth-card";
import { linkClass } from "@/web/features/auth/link-class";
import { ApplicationConfirmation } from "@/web/features/guide-application/application-confirmation";

/** Where the link in a signed-out guide applicant's e-mail lands (decision 0020). */
export default function GuideApplicationConfirmScreen() {
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Guide application"
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
      <ApplicationConfirmation token={params.get("token") ?? ""} />
    </AuthCard>
  );
}
