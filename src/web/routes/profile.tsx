import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import type { Profile } from "../../shared/profile";
import { buttonClass, Field, inputClass } from "../components/ui/field";
import { FormMessage } from "../components/ui/form-message";
import {
  CompassIcon,
  DashboardIcon,
  SignOutIcon,
  SuitcaseIcon,
  UserIcon,
} from "../components/ui/icons";
import { StatusScreen } from "../components/ui/status-screen";
import { canUseDashboard, useCurrentUser } from "../features/auth/use-current-user";
import { ApiError, api } from "../lib/api";
import { authClient } from "../lib/auth-client";
import { formatDate } from "../lib/format";

export const PROFILE_QUERY_KEY = ["profile"] as const;

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export default function ProfileScreen() {
  const { user, isPending } = useCurrentUser();
  const query = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: () => api.get<{ profile: Profile }>("/api/profile"),
    enabled: user !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status === 401) && count < 1,
  });

  if (isPending && !user) return <StatusScreen text="Loading profile..." />;
  const unauthorised = query.error instanceof ApiError && query.error.status === 401;
  if (!user || unauthorised) return <NotLoggedIn />;
  if (query.isPending) return <StatusScreen text="Loading profile..." />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <FormMessage tone="error">{query.error.message}</FormMessage>
        <button
          type="button"
          onClick={() => query.refetch()}
          className={`${buttonClass.secondary} mt-4`}
        >
          Try Again
        </button>
      </div>
    );
  }
  return <ProfileView profile={query.data.profile} />;
}

function NotLoggedIn() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <span className="mb-4 rounded-full bg-brand-50 p-4 text-brand-700">
        <UserIcon className="h-8 w-8" />
      </span>
      <h1 className="text-2xl font-bold text-ink">You are not logged in</h1>
      <p className="mt-2 text-stone-600">Please log in to view your profile</p>
      <Link to="/login" className={`${buttonClass.primary} mt-6 px-6`}>
        Log In
      </Link>
    </div>
  );
}

function ProfileView({ profile }: { profile: Profile }) {
  const role = capitalise(profile.role);
  const displayName = profile.fullName.trim() || profile.email;
  return (
    <div className="bg-gradient-to-b from-brand-50 to-stone-50">
      <div className="mx-auto max-w-6xl px-4 py-10 md:px-6 md:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-ink">My Profile</h1>
        <p className="mt-1 text-stone-600">Your account details and travel preferences.</p>

        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <aside className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70">
            <div className="flex flex-col items-center text-center">
              <Avatar picture={profile.profilePic} name={displayName} />
              <p className="mt-4 text-lg font-semibold break-all text-ink">{displayName}</p>
              <span className="mt-2 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800">
                {role}
              </span>
            </div>
            <dl className="mt-6 space-y-3 border-t border-stone-100 pt-5 text-sm">
              <div>
                <dt className="text-stone-500">Email</dt>
                <dd className="font-medium break-all text-stone-800">{profile.email}</dd>
              </div>
              <div>
                <dt className="text-stone-500">Member since</dt>
                <dd className="font-medium text-stone-800">{formatDate(profile.memberSince)}</dd>
              </div>
            </dl>
            <ProfileLinks role={profile.role} />
          </aside>

          <section
            aria-labelledby="profile-details-heading"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70 sm:p-8 lg:col-span-2"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="profile-details-heading" className="text-xl font-semibold text-ink">
                Personal Details
              </h2>
            </div>
            <ProfileFields profile={profile} />
          </section>
        </div>
      </div>
    </div>
  );
}

function Avatar({ picture, name }: { picture: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  if (picture && !failed) {
    return (
      <img
        src={picture}
        alt={name}
        onError={() => setFailed(true)}
        className="h-28 w-28 rounded-full object-cover shadow ring-4 ring-brand-50"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-28 w-28 items-center justify-center rounded-full bg-brand-700 text-4xl font-bold text-white ring-4 ring-brand-50"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

/** The saved values, read-only until editing arrives. */
function ProfileFields({ profile }: { profile: Profile }) {
  return (
    <fieldset disabled className="mt-6 grid gap-5 sm:grid-cols-2">
      <legend className="sr-only">Profile details</legend>
      <Field label="Full Name">
        <input type="text" defaultValue={profile.fullName} className={inputClass} />
      </Field>
      <Field label="Phone Number">
        <input type="tel" defaultValue={profile.phone} className={inputClass} />
      </Field>
      <Field label="Address" className="sm:col-span-2">
        <input type="text" defaultValue={profile.address} className={inputClass} />
      </Field>
      <Field label="Travel Preferences" className="sm:col-span-2">
        <textarea rows={4} defaultValue={profile.preferences} className={inputClass} />
      </Field>
    </fieldset>
  );
}

function ProfileLinks({ role }: { role: Profile["role"] }) {
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
    <div className="mt-6 space-y-2 border-t border-stone-100 pt-5">
      {canUseDashboard(role) && (
        <Link to="/dashboard" className={`${buttonClass.primary} w-full justify-start`}>
          <DashboardIcon className="h-5 w-5" />
          Dashboard
        </Link>
      )}
      <Link to="/packages" className={linkClass}>
        <SuitcaseIcon className="h-5 w-5" />
        My Bookings
      </Link>
      <Link to="/destinations" className={linkClass}>
        <CompassIcon className="h-5 w-5" />
        Saved Destinations
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
    </div>
  );
}
