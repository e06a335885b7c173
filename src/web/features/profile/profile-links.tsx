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
    <nav aria-label="Your account" className="mt-6 space-y-2 border-t border-stone-100 pt-5">
      {canUseDashboard(role) && (
        <ButtonLink to="/dashboard" className="w-full justify-start">
          <DashboardIcon className="h-5 w-5" />
          Dashboard
        </ButtonLink>
      )}
      {role === "admin" && (
        <ButtonLink to="/admin" variant="secondary" className="w-full justify-start">
          <UsersIcon className="h-5 w-5" />
          Admin console
        </ButtonLink>
      )}
      <ButtonLink to="/my-bookings" variant="secondary" className="w-full justify-start">
        <SuitcaseIcon className="h-5 w-5" />
        My Bookings
      </ButtonLink>
      <ButtonLink to="/destinations" variant="secondary" className="w-full justify-start">
        <CompassIcon className="h-5 w-5" />
        Saved Destinations
      </ButtonLink>
      <ButtonLink to="/account" variant="secondary" className="w-full justify-start">
        <ShieldIcon className="h-5 w-5" />
        Account &amp; security
      </ButtonLink>
      <Button
        onClick={signOut}
        disabled={signingOut}
        variant="danger-outline"
        className="w-full justify-start"
      >
        <SignOutIcon className="h-5 w-5" />
        Sign Out
      </Button>
    </nav>
  );
}
