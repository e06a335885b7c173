import type { AdminGuideApplication } from "@/shared/admin/schema";
import { Badge } from "@/web/components/ui/badge";
import { ROLE_LABELS } from "./labels";

/** Where an application came from, whether its address is proven, and whose account it names. */
export function ApplicantBadges({ application }: { application: AdminGuideApplication }) {
  const { fromAccount, emailVerifiedAt, emailAccount } = application;
  return (
    <ul aria-label="Applicant checks" className="flex flex-wrap gap-1">
      <li>
        {fromAccount ? (
          <Badge tone="emerald" size="sm">
            Signed in
          </Badge>
        ) : (
          <Badge tone="stone" size="sm">
            Signed out
          </Badge>
        )}
      </li>
      <li>
        {emailVerifiedAt ? (
          <Badge tone="emerald" size="sm">
            Email verified
          </Badge>
        ) : (
          <Badge tone="amber" size="sm">
            Email not verified
          </Badge>
        )}
      </li>
      <li>
        {emailAccount ? (
          <Badge tone={fromAccount ? "sky" : "red"} size="sm">
            {`Existing account: ${ROLE_LABELS[emailAccount.role]}`}
          </Badge>
        ) : (
          <Badge tone="stone" size="sm">
            No account
          </Badge>
        )}
      </li>
    </ul>
  );
}
