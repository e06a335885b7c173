import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { ToastProvider } from "@/web/components/ui/toast";
import { GuideApplicationProvider } from "@/web/features/guide-application";
import { AfterFirstPaint } from "@/web/lib/after-first-paint";
import { useAccountLanguage } from "@/web/lib/language";
import { useScreenLoading } from "@/web/lib/screen-loads";
import { roleOf, useCurrentUser } from "@/web/lib/use-current-user";
import { BottomBar } from "./bottom-bar";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { OfflineBanner } from "./offline-banner";
import { ScreenBoundary } from "./screen-boundary";
import { BackToTopButton, ScrollToTopOnNavigate } from "./scroll-to-top";
import { SideNav } from "./side-nav";

/** The start-up screen, until the first screen's code and the session are known. */
export function LoadingAppScreen() {
  const { t } = useLingui();
  return <StatusScreen text={t`Loading application...`} fullScreen />;
}

/** The shell around every screen; waits once, at start-up, for the current user. */
export function AppLayout() {
  const { user, isPending } = useCurrentUser();
  const [started, setStarted] = useState(!isPending);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!isPending) setStarted(true);
  }, [isPending]);

  useAccountLanguage(user);

  if (!started) return <LoadingAppScreen />;

  const showSideNav = user !== null && pathname !== "/";
  return (
    <ToastProvider>
      <GuideApplicationProvider>
        <ScrollToTopOnNavigate />
        <a
          href="#main-content"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          <Trans>Skip to main content</Trans>
        </a>
        <NavigationProgress />
        <div className="flex min-h-screen flex-col pb-16 md:pb-0">
          <Navbar />
          <OfflineBanner />
          {/* At least a screen tall, so the footer never shows while a screen loads and is then
              pushed away (a layout shift). */}
          <div className="flex min-h-screen flex-1">
            {showSideNav && <SideNav role={roleOf(user)} />}
            <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
              <ScreenBoundary address={pathname}>
                <Outlet />
              </ScreenBoundary>
            </main>
          </div>
          {/* Always below the first screen (the row above is a screen tall): it renders once that
              screen is painted, so a phone lays out and paints the screen without it first. */}
          <AfterFirstPaint inSlices>
            <Footer />
          </AfterFirstPaint>
        </div>
        <BottomBar />
        <BackToTopButton />
      </GuideApplicationProvider>
    </ToastProvider>
  );
}

/** A thin bar while the next screen's code loads. */
function NavigationProgress() {
  if (!useScreenLoading()) return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 animate-pulse bg-brand-600" />
    </div>
  );
}
