import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Role } from "@/shared/constants";
import { Button, ButtonLink } from "@/web/components/ui/button";
import {
  CompassIcon,
  DashboardIcon,
  ShieldIcon,
  SignOutIcon,
  SuitcaseIcon,
  UsersIcon,
} from "@/web/components/ui/icons";
import { authClient } from "@/web/lib/auth-client";
import { canUseDashboard } from "@/web/lib/use-current-user";

export function ProfileLinks({ role }: { role: Role }) {
  const { t } = useLingui();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    try {
      await authClient.signOut();
    } catch {
      // The spec only logs a failed sign-out; the reload below shows the real state.
    }
    window.location.assign("/");
  };
  return (
    <nav aria-label={t`Your account`} className="mt-6 space-y-2 border-t border-stone-100 pt-5">
      {canUseDashboard(role) && (
        <ButtonLink to="/dashboard" className="w-full justify-start">
          <DashboardIcon className="h-5 w-5" />
          <Trans>Dashboard</Trans>
        </ButtonLink>
      )}
      {role === "admin" && (
        <ButtonLink to="/admin" variant="secondary" className="w-full justify-start">
          <UsersIcon className="h-5 w-5" />
          <Trans>Admin console</Trans>
        </ButtonLink>
      )}
      <ButtonLink to="/my-bookings" variant="secondary" className="w-full justify-start">
        <SuitcaseIcon className="h-5 w-5" />
        <Trans>My Bookings</Trans>
      </ButtonLink>
      <ButtonLink to="/saved" variant="secondary" className="w-full justify-start">
        <CompassIcon className="h-5 w-5" />
        <Trans>Saved Destinations</Trans>
      </ButtonLink>
      <ButtonLink to="/account" variant="secondary" className="w-full justify-start">
        <ShieldIcon className="h-5 w-5" />
        <Trans>Account &amp; security</Trans>
      </ButtonLink>
      <Button
        onClick={signOut}
        disabled={signingOut}
        variant="danger-outline"
        className="w-full justify-start"
      >
        <SignOutIcon className="h-5 w-5" />
        <Trans>Sign Out</Trans>
      </Button>
    </nav>
  );
}
