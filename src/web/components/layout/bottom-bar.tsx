import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  CompassIcon,
  HomeIcon,
  SparklesIcon,
  SuitcaseIcon,
  UserIcon,
} from "@/web/components/ui/icons";
import { NavLink } from "@/web/components/ui/link";

const ITEMS = [
  { to: "/", label: msg`Home`, icon: HomeIcon, end: true },
  { to: "/destinations", label: msg`Destinations`, icon: CompassIcon, end: false },
  { to: "/aihelp", label: msg`AI Help`, icon: SparklesIcon, end: false },
  { to: "/packages", label: msg`Packages`, icon: SuitcaseIcon, end: false },
  { to: "/profile", label: msg`Profile`, icon: UserIcon, end: false },
];

/** Fixed tab bar at 768 px or narrower. */
export function BottomBar() {
  const { t, i18n } = useLingui();
  return (
    <nav
      aria-label={t`Bottom navigation`}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-5">
        {ITEMS.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `flex flex-col items-center gap-0.5 px-1 py-1.5 text-[0.7rem] leading-4 font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${
                  isActive ? "text-brand-700" : "text-stone-500 hover:text-stone-800"
                }`
              }
            >
              <Icon className="h-5 w-5" />
              {i18n._(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
