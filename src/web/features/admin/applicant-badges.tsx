import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminGuideApplication } from "@/shared/admin/schema";
import { Badge } from "@/web/components/ui/badge";
import { roleLabel } from "./labels";

/** Where an application came from, whether its address is proven, and whose account it names. */
export function ApplicantBadges({ application }: { application: AdminGuideApplication }) {
  const { t, i18n } = useLingui();
  const { fromAccount, emailVerifiedAt, emailAccount } = application;
  const role = emailAccount ? roleLabel(i18n, emailAccount.role) : "";
  return (
    <ul aria-label={t`Applicant checks`} className="flex flex-wrap gap-1">
      <li>
        {fromAccount ? (
          <Badge tone="emerald" size="sm">
            <Trans>Signed in</Trans>
          </Badge>
        ) : (
          <Badge tone="stone" size="sm">
            <Trans>Signed out</Trans>
          </Badge>
        )}
      </li>
      <li>
        {emailVerifiedAt ? (
          <Badge tone="emerald" size="sm">
            <Trans>Email verified</Trans>
          </Badge>
        ) : (
          <Badge tone="amber" size="sm">
            <Trans>Email not verified</Trans>
          </Badge>
        )}
      </li>
      <li>
        {emailAccount ? (
          <Badge tone={fromAccount ? "sky" : "red"} size="sm">
            <Trans>Existing account: {role}</Trans>
          </Badge>
        ) : (
          <Badge tone="stone" size="sm">
            <Trans>No account</Trans>
          </Badge>
        )}
      </li>
    </ul>
  );
}
