import { useState } from "react";
import { Link } from "react-router";
import type { Role } from "@/shared/constants";
import { buttonClass } from "@/web/components/ui/field";
import {
  CompassIcon,
  DashboardIcon,
  ShieldIcon,
  SignOutIcon,
  SuitcaseIcon,
  UsersIcon,
} from "@/web/components/ui/icons";
import { canUseDashboard } from "@/web/features/auth/use-current-user";
import { authClient } from "@/web/lib/auth-client";

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
  const linkClass = `${buttonClass.secondary} w-full justify-start`;
  return (
    <nav aria-label="Your account" className="mt-6 space-y-2 border-t border-stone-100 pt-5">
      {canUseDashboard(role) && (
        <Link to="/dashboard" className={`${buttonClass.primary} w-full justify-start`}>
          <DashboardIcon className="h-5 w-5" />
          Dashboard
        </Link>
      )}
      {role === "admin" && (
        <Link to="/admin" className={linkClass}>
          <UsersIcon className="h-5 w-5" />
          Admin console
        </Link>
      )}
      <Link to="/my-bookings" className={linkClass}>
        <SuitcaseIcon className="h-5 w-5" />
        My Bookings
      </Link>
      <Link to="/destinations" className={linkClass}>
        <CompassIcon className="h-5 w-5" />
        Saved Destinations
      </Link>
      <Link to="/account" className={linkClass}>
        <ShieldIcon className="h-5 w-5" />
        Account &amp; security
      </Link>
      <button
        type="button"
        onClick={signOut}
        disabled={signingOut}
        className={`${buttonClass.secondary} w-full justify-start text-red-700 hover:bg-red-50`}
      >
        <SignOutIcon className="h-5 w-5" />
        Sign Out
      </button>
    </nav>
  );
}
