import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { useCurrentUser } from "@/web/lib/use-current-user";

/** The English text, for tests: the guards show it through the catalog. */
export const CHECKING_AUTH_TEXT = "Checking Authentication...";

function CheckingAuth() {
  const { t } = useLingui();
  return <StatusScreen text={t`Checking Authentication...`} />;
}

/**
 * An answer this fresh is the navigation's own: the app's first screen renders only once the
 * page's session check has answered, and asking again at once would put a second round trip
 * before its first full paint on a slow network (decision 0047).
 */
const FRESH_SESSION_MS = 2000;

/**
 * Signed-in users only. Every navigation asks the server again (unless it answered within the
 * last two seconds); a known user keeps the page on screen meanwhile, and anyone else sees the
 * checking text until the answer arrives.
 */
export function RequireAuth() {
  const { pathname } = useLocation();
  const { user, isPending, refetch } = useCurrentUser();
  const [checkedPath, setCheckedPath] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    refetch({ unlessAnsweredWithinMs: FRESH_SESSION_MS })
      .catch(() => undefined)
      .finally(() => {
        if (active) setCheckedPath(pathname);
      });
    return () => {
      active = false;
    };
  }, [pathname, refetch]);

  if (user) return <Outlet />;
  if (isPending || checkedPath !== pathname) return <CheckingAuth />;
  return <Navigate to="/login" replace />;
}

/**
 * /login and /signUp: a user who arrives signed in goes home. Signing in on the page itself does
 * not count, so the login form can send its user on to /profile as the spec says.
 */
export function RedirectIfSignedIn() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const arrival = useRef<{ path: string; signedIn: boolean } | null>(null);
  if (arrival.current?.path !== pathname)
    arrival.current = { path: pathname, signedIn: user !== null };
  if (arrival.current.signedIn) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Any unknown path: home when signed in, otherwise the login page. */
export function CatchAllRedirect() {
  const { user, isPending } = useCurrentUser();
  if (isPending && !user) return <CheckingAuth />;
  return <Navigate to={user ? "/" : "/login"} replace />;
}
