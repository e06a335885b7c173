import { useLingui } from "@lingui/react/macro";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { translateText } from "@/web/lib/i18n";
import { AlertIcon, CheckCircleIcon, CloseIcon } from "./icons";

export type ToastTone = "success" | "error";

export interface ToastOptions {
  /**
   * What the toast is about, e.g. `booking:<id>` or `dashboard:availability`. A new toast of the
   * same subject replaces the one shown (an error its stale success, and the other way round), so
   * one thing never has two answers on screen at once.
   */
  subject?: string;
}

export interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
  subject?: string;
}

export interface ToastApi {
  show: (message: string, tone?: ToastTone, options?: ToastOptions) => void;
  success: (message: string, options?: ToastOptions) => void;
  error: (message: string, options?: ToastOptions) => void;
  dismiss: (id: number) => void;
}

export const TOAST_DURATION_MS = 6000;
/** At most this many toasts show at once; a newer one pushes the oldest out. */
export const MAX_TOASTS = 3;

/** The toasts after `toast` arrives: the same subject's toast leaves, the newest go last. */
export function withToast(current: readonly Toast[], toast: Toast): Toast[] {
  const others =
    toast.subject === undefined
      ? current
      : current.filter((shown) => shown.subject !== toast.subject);
  return [...others, toast].slice(-MAX_TOASTS);
}

/**
 * Where the toasts sit, clear of every fixed control: under md above the bottom navigation bar
 * (at most 60 px plus the phone's safe area) and left of the Back to top button (right-4, 44 px
 * wide); from md bottom-right, left of that button (right-6). So never over the header, its menus
 * or the controls at the top of a screen (e.g. the dashboard's Availability).
 */
export const TOAST_REGION_CLASS =
  "pointer-events-none fixed inset-x-0 bottom-[calc(5rem_+_env(safe-area-inset-bottom))] z-50 flex flex-col items-start gap-2 pr-18 pl-3 md:inset-x-auto md:right-24 md:bottom-6 md:items-end md:px-0";

const ToastContext = createContext<ToastApi | null>(null);

/** Results as accessible toasts instead of browser alerts (decisions.md). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string, tone: ToastTone = "success", { subject }: ToastOptions = {}) => {
      const id = nextId.current++;
      setToasts((current) => withToast(current, { id, tone, message, subject }));
    },
    [],
  );

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message, options) => show(message, "success", options),
      error: (message, options) => show(message, "error", options),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section aria-label={t`Notifications`} className={TOAST_REGION_CLASS}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useLingui();
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);

  const isError = toast.tone === "error";
  return (
    <div
      role={isError ? "alert" : "status"}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border bg-white px-4 py-3 text-sm shadow-lg ${
        isError ? "border-red-200 text-red-800" : "border-emerald-200 text-emerald-900"
      }`}
    >
      {isError ? (
        <AlertIcon className="mt-0.5 h-5 w-5 shrink-0 text-red-600" />
      ) : (
        <CheckCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
      )}
      <p className="flex-1 leading-snug">{translateText(toast.message)}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label={t`Dismiss notification`}
        className="-m-1 rounded-full p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <CloseIcon className="h-4 w-4" />
      </button>
    </div>
  );
}

const noToasts: ToastApi = {
  show: () => {},
  success: () => {},
  error: () => {},
  dismiss: () => {},
};

/** Outside a ToastProvider (e.g. a screen rendered alone in a test) toasts are dropped. */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? noToasts;
}
