import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { ArrowUpIcon } from "@/web/components/ui/icons";

/** Every route change starts at the top of the page, or at the #section a link asks for. */
export function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every route change
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

const SHOW_AFTER_PX = 600;

/** A floating button back to the top once the reader has scrolled down a long page. */
export function BackToTopButton() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      aria-label={t`Back to top`}
      className="fixed right-4 bottom-20 z-30 rounded-full bg-white p-3 text-brand-700 shadow-lg ring-1 ring-stone-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 md:right-6 md:bottom-24"
    >
      <ArrowUpIcon className="h-5 w-5" />
    </button>
  );
}
