import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Link } from "@/web/components/ui/link";
import { AuthCard } from "./auth-card";
import { linkClass } from "./link-class";

interface TokenLandingCardProps {
  title: string;
  subtitle: string;
  /** The screen, given the link's `token` ("" when it has none). */
  children: (token: string) => ReactNode;
}

/** The frame of the screens a link mailed to someone lands on. */
export function TokenLandingCard({ title, subtitle, children }: TokenLandingCardProps) {
  const [params] = useSearchParams();
  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      footer={
        <Trans>
          Questions?{" "}
          <Link to="/contact-us" className={linkClass}>
            Contact us
          </Link>
        </Trans>
      }
    >
      {children(params.get("token") ?? "")}
    </AuthCard>
  );
}
