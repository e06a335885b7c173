import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Alert } from "@/web/components/ui/alert";
import { ButtonLink } from "@/web/components/ui/button";
import { errorMessage } from "@/web/components/ui/server-errors";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { api } from "@/web/lib/api";

/** What an e-mailed link did, and the way home. */
export function LandingDone({ message }: { message: string }) {
  return (
    <div className="space-y-5">
      <Alert tone="success">{message}</Alert>
      <HomeLink />
    </div>
  );
}

export function HomeLink() {
  return (
    <ButtonLink to="/" size="wide">
      <Trans>Home</Trans>
    </ButtonLink>
  );
}

/** Texts in the reader's language (the caller translates them with `t`). */
export interface TokenConfirmationTexts {
  /** While the token is checked. */
  pending: string;
  confirmed: string;
  /** The link was used before. */
  alreadyConfirmed: string;
  /** The link has no token. */
  unusable: string;
  /** When the server gives no reason for refusing. */
  failed: string;
}

interface TokenConfirmationProps {
  token: string;
  /** The API address the token is posted to. */
  path: string;
  texts: TokenConfirmationTexts;
  /** Under the reason a confirmation failed: what to do next. */
  afterFailure: ReactNode;
}

/** Where an e-mailed confirmation link lands: sends its token once, then says how that went. */
export function TokenConfirmation({ token, path, texts, afterFailure }: TokenConfirmationProps) {
  // A query rather than a mutation: React's repeated renders and effects send it only once.
  const confirmation = useQuery({
    queryKey: ["token-confirmation", path, token],
    queryFn: () => api.post<{ status: "confirmed" | "already-confirmed" }>(path, { token }),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (token !== "" && confirmation.isPending) return <StatusScreen text={texts.pending} />;
  if (confirmation.data) {
    return (
      <LandingDone
        message={
          confirmation.data.status === "confirmed" ? texts.confirmed : texts.alreadyConfirmed
        }
      />
    );
  }
  return (
    <div className="space-y-5">
      <Alert tone="error">
        {token === "" ? texts.unusable : errorMessage(confirmation.error, texts.failed)}
      </Alert>
      {afterFailure}
    </div>
  );
}
