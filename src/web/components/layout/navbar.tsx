import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { LanguageSwitch } from "@/web/components/language-switch";
import { MenuIcon, UserIcon, UsersIcon } from "@/web/components/ui/icons";
import { Link, NavLink } from "@/web/components/ui/link";
import { JoinAsGuideButton } from "@/web/features/guide-application";
import { AfterFirstPaint } from "@/web/lib/after-first-paint";
import { withMessages } from "@/web/lib/i18n";
import { useCurrentUser } from "@/web/lib/use-current-user";
import { BrandLogo } from "./brand-logo";
import { MobileMenu } from "./mobile-menu";
import { MAIN_LINKS } from "./nav-links";

const MOBILE_MENU_ID = "mobile-menu";
// Messaging code is fetched only once someone is signed in, after the first screen is painted.
const LiveMessages = lazy(() =>
  withMessages(() => import("@/web/features/messages/live-messages"), ["trips"]),
);

export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { user } = useCurrentUser();
  const { t, i18n } = useLingui();

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <>
      {user && (
        <AfterFirstPaint>
          <Suspense fallback={null}>
            <LiveMessages />
          </Suspense>
        </AfterFirstPaint>
      )}
      <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 px-4 md:px-6">
          {/* One row of at most 57 px below 768 px: the logo and the menu button; the language switch
              and "Join as Guide" move into the menu there. */}
          <div className="py-2 md:py-3">
            <BrandLogo />
          </div>

          <nav
            aria-label={t`Main navigation`}
            className="order-last hidden w-full border-t border-stone-100 md:block xl:order-none xl:w-auto xl:flex-1 xl:border-t-0"
          >
            <ul className="flex items-center justify-center gap-1 overflow-x-auto py-1.5 xl:justify-start">
              {MAIN_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className={({ isActive }) =>
                      `block rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
                        isActive
                          ? "bg-brand-50 text-brand-800"
                          : "text-stone-700 hover:bg-stone-100 hover:text-stone-900"
                      }`
                    }
                  >
                    {i18n._(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="ml-auto flex items-center gap-2 py-2 md:py-3">
            <LanguageSwitch className="hidden md:flex" />
            <JoinAsGuideButton
              responsiveLabel
              className="hidden rounded-full bg-brand-700 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 md:inline-block md:px-4"
            />
            <Link
              to="/guides"
              className="hidden items-center gap-1.5 rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-800 hover:border-brand-600 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 md:inline-flex"
            >
              <UsersIcon className="h-4 w-4" />
              <Trans>Guides</Trans>
            </Link>
            <NavLink
              to="/profile"
              aria-label={t`Profile`}
              className={({ isActive }) =>
                `hidden rounded-full p-2 focus-visible:outline-2 focus-visible:outline-brand-600 md:inline-flex ${
                  isActive
                    ? "bg-brand-100 text-brand-800"
                    : "bg-stone-100 text-stone-700 hover:bg-brand-50 hover:text-brand-800"
                }`
              }
            >
              <UserIcon className="h-5 w-5" />
            </NavLink>
            <button
              ref={menuButton}
              type="button"
              aria-label={t`Menu`}
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              onClick={() => setMenuOpen((open) => !open)}
              className="rounded-lg p-2 text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
            >
              <MenuIcon className="h-6 w-6" />
            </button>
          </div>
        </div>
        <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
      </header>
    </>
  );
}
