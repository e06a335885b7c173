import type { Role } from "@/shared/constants";
import { authClient, type SessionCheck, type SessionUser } from "@/web/lib/auth-client";

export interface CurrentUser {
  /** The signed-in user; null when signed out or when the last check failed. */
  user: SessionUser | null;
  /** True while the session is being looked up and no user is known yet. */
  isPending: boolean;
  /** Asks the server again; the session store (and every reader) updates. */
  refetch: (check?: SessionCheck) => Promise<void>;
}

/** The shared session store (lib/auth-client): it follows sign-in and sign-out everywhere in the app. */
export function useCurrentUser(): CurrentUser {
  const { data, isPending, error, refetch } = authClient.useSession();
  const user = !error && data?.user ? (data.user as SessionUser) : null;
  return { user, isPending, refetch };
}

export function roleOf(user: SessionUser | null): Role | null {
  const role = user?.role;
  return role === "user" || role === "guide" || role === "admin" ? role : null;
}

export function canUseDashboard(role: Role | null | undefined): boolean {
  return role === "guide" || role === "admin";
}
