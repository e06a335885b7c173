import { useQuery } from "@tanstack/react-query";
import type { GuideApplicationConfirmed } from "@/shared/applications/schema";
import { Alert } from "@/web/components/ui/alert";
import { ButtonLink, buttonStyles } from "@/web/components/ui/button";
import { errorMessage } from "@/web/components/ui/server-errors";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { api } from "@/web/lib/api";
import { JoinAsGuideButton } from "./join-as-guide-button";

export const APPLICATION_CONFIRMED =
  "Thank you! Your email address is confirmed and your application has reached our team. We will contact you soon.";
export const APPLICATION_ALREADY_CONFIRMED =
  "Your application is already confirmed. Our team will contact you soon.";
export const CONFIRMATION_LINK_UNUSABLE =
  "This confirmation link is not valid. Please open the link from the email exactly as it was sent, or apply again.";

/** Where the link mailed to a signed-out applicant lands: confirms the application once. */
export function ApplicationConfirmation({ token }: { token: string }) {
  // A query rather than a mutation: React's repeated renders and effects send it only once.
  const confirmation = useQuery({
    queryKey: ["guide-application-confirmation", token],
    queryFn: () =>
      api.post<GuideApplicationConfirmed>("/api/guide-applications/confirm", { token }),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (token !== "" && confirmation.isPending) {
    return <StatusScreen text="Confirming your application..." />;
  }
  if (confirmation.data) {
    return (
      <div className="space-y-5">
        <Alert tone="success">
          {confirmation.data.status === "confirmed"
            ? APPLICATION_CONFIRMED
            : APPLICATION_ALREADY_CONFIRMED}
        </Alert>
        <ButtonLink to="/" size="wide">
          Home
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <Alert tone="error">
        {token === ""
          ? CONFIRMATION_LINK_UNUSABLE
          : errorMessage(
              confirmation.error,
              "We could not confirm your application. Please try again.",
            )}
      </Alert>
      <JoinAsGuideButton label="Apply again" className={buttonStyles({ size: "wide" })} />
    </div>
  );
}
