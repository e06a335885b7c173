import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import type { Role } from "@/shared/constants";
import {
  CalendarIcon,
  ChatIcon,
  CompassIcon,
  DashboardIcon,
  ShieldIcon,
  SparklesIcon,
  SuitcaseIcon,
  UserIcon,
  UsersIcon,
} from "@/web/components/ui/icons";
import { NavLink } from "@/web/components/ui/link";
import { AfterFirstPaint } from "@/web/lib/after-first-paint";
import { withMessages } from "@/web/lib/i18n";
import { canUseDashboard } from "@/web/lib/use-current-user";
import { MY_BOOKINGS_LINK } from "./nav-links";

// Loaded with the side navigation, which only signed-in people see, once the first screen is painted.
const NavUnreadBadge = lazy(() =>
  withMessages(() => import("@/web/features/messages/nav-unread-badge"), ["trips"]).then((m) => ({
    default: m.NavUnreadBadge,
  })),
);

const LINKS = [
  { to: "/destinations", label: msg`Destinations`, icon: CompassIcon },
  { to: "/packages", label: msg`Tour Packages`, icon: SuitcaseIcon },
  { ...MY_BOOKINGS_LINK, icon: CalendarIcon },
  { to: "/guides", label: msg`Guides`, icon: UsersIcon },
  { to: "/aihelp", label: msg`AI Help`, icon: SparklesIcon },
  { to: "/profile", label: msg`Profile`, icon: UserIcon },
];

const UNREAD_PLACES: Record<string, "myBookings" | "dashboard"> = {
  [MY_BOOKINGS_LINK.to]: "myBookings",
  "/dashboard": "dashboard",
};

/** Shortcuts for signed-in users beside the content (wide screens, not on the home page). */
export function SideNav({ role }: { role: Role | null }) {
  const { t, i18n } = useLingui();
  const links = [
    ...LINKS,
    ...(canUseDashboard(role)
      ? [{ to: "/dashboard", label: msg`Dashboard`, icon: DashboardIcon }]
      : []),
    ...(role === "admin" ? [{ to: "/admin", label: msg`Admin`, icon: ShieldIcon }] : []),
    { to: "/contact-us", label: msg`Contact`, icon: ChatIcon },
  ];
  return (
    <aside className="hidden shrink-0 border-r border-stone-200 bg-white md:block md:w-20 lg:w-56">
      <nav aria-label={t`Side navigation`} className="sticky top-32 px-2 py-6 lg:px-3 xl:top-20">
        <ul className="space-y-1">
          {links.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  `relative flex flex-col items-center gap-1 rounded-xl px-2 py-2.5 text-[0.7rem] font-medium focus-visible:outline-2 focus-visible:outline-brand-600 lg:flex-row lg:gap-3 lg:px-3 lg:text-sm ${
                    isActive
                      ? "bg-brand-50 text-brand-800"
                      : "text-stone-600 hover:bg-stone-100 hover:text-stone-900"
                  }`
                }
              >
                <Icon className="h-5 w-5 shrink-0" />
                <span>{i18n._(label)}</span>
                {UNREAD_PLACES[to] && (
                  <AfterFirstPaint>
                    <Suspense fallback={null}>
                      <NavUnreadBadge
                        place={UNREAD_PLACES[to]}
                        role={role}
                        className="absolute top-1 right-2 lg:static lg:ml-auto"
                      />
                    </Suspense>
                  </AfterFirstPaint>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
