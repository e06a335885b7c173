import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { LanguageSwitch } from "@/web/components/language-switch";
import { CalendarIcon, UserIcon, UsersIcon } from "@/web/components/ui/icons";
import { NavLink } from "@/web/components/ui/link";
import { JoinAsGuideButton } from "@/web/features/guide-application";
import { useCurrentUser } from "@/web/lib/use-current-user";
import { MAIN_LINKS, MY_BOOKINGS_LINK, type NavItem } from "./nav-links";

interface MobileMenuProps {
  id: string;
  open: boolean;
  onNavigate: () => void;
}

const EXTRA_LINKS: (NavItem & { icon: typeof UserIcon })[] = [
  { to: "/guides", label: msg`Guides`, icon: UsersIcon },
  { to: "/profile", label: msg`Profile`, icon: UserIcon },
];

/**
 * The hamburger's panel below 768 px. It also holds the language switch and "Join as Guide",
 * which leave the header there so that the header stays one row. Its contents are rendered only
 * while the panel is open: the page never holds two language switches at once, and a phone does
 * not build and take over a dozen hidden links with every page (decision 0056).
 */
export function MobileMenu({ id, open, onNavigate }: MobileMenuProps) {
  const { user } = useCurrentUser();
  const { t, i18n } = useLingui();
  const extraLinks = user
    ? [...EXTRA_LINKS, { ...MY_BOOKINGS_LINK, icon: CalendarIcon }]
    : EXTRA_LINKS;
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-3 rounded-xl px-4 py-3 text-base font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
      isActive ? "bg-brand-50 text-brand-800" : "text-stone-800 hover:bg-stone-100"
    }`;
  return (
    <nav
      id={id}
      aria-label={t`Mobile menu`}
      hidden={!open}
      className="border-t border-stone-200 bg-white px-4 pt-2 pb-4 shadow-lg md:hidden"
    >
      {open && (
        <>
          <ul className="space-y-1">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} onClick={onNavigate} className={linkClass}>
                  {i18n._(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="mt-2 grid grid-cols-2 gap-2 border-t border-stone-100 pt-3">
            {extraLinks.map(({ to, label, icon: Icon }, index) => (
              <li
                key={to}
                className={
                  index === extraLinks.length - 1 && index % 2 === 0 ? "col-span-2" : undefined
                }
              >
                <NavLink
                  to={to}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    `flex items-center justify-center gap-2 rounded-xl border px-4 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
                      isActive
                        ? "border-brand-600 bg-brand-50 text-brand-800"
                        : "border-stone-300 text-stone-800 hover:bg-stone-50"
                    }`
                  }
                >
                  <Icon className="h-5 w-5" />
                  {i18n._(label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 pt-3">
            <LanguageSwitch showLabel />
            <JoinAsGuideButton className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700" />
          </div>
        </>
      )}
    </nav>
  );
}
