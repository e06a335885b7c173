import { useLingui } from "@lingui/react/macro";
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from "react";
import { Dialog } from "@/web/components/ui/dialog";
import { withMessages } from "@/web/lib/i18n";

// The form and its schemas load when someone opens it, not with every first screen.
const GuideApplicationForm = lazy(() =>
  withMessages(() => import("./guide-application-form"), ["account"]).then((m) => ({
    default: m.GuideApplicationForm,
  })),
);

interface GuideApplicationApi {
  open: () => void;
  /** False outside the provider, where open() does nothing (so callers can hide the button). */
  available: boolean;
}

const GuideApplicationContext = createContext<GuideApplicationApi | null>(null);

/** Owns the 'Join as a Tourist Guide' modal so any screen can open it. */
export function GuideApplicationProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);
  const api = useMemo(() => ({ open, available: true }), [open]);

  return (
    <GuideApplicationContext.Provider value={api}>
      {children}
      <Dialog
        open={isOpen}
        title={t`Join as a Tourist Guide`}
        onClose={close}
        className="max-w-2xl"
      >
        {isOpen && (
          <Suspense fallback={<p className="text-sm text-stone-600">{t`Loading the form…`}</p>}>
            <GuideApplicationForm onCancel={close} onSubmitted={close} />
          </Suspense>
        )}
      </Dialog>
    </GuideApplicationContext.Provider>
  );
}

const unavailable: GuideApplicationApi = { open: () => {}, available: false };

export function useGuideApplication(): GuideApplicationApi {
  return useContext(GuideApplicationContext) ?? unavailable;
}
