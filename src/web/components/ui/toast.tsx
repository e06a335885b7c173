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

interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
}

export interface ToastApi {
  show: (message: string, tone?: ToastTone) => void;
  success: (message: string) => void;
  error: (message: string) => void;
  dismiss: (id: number) => void;
}

export const TOAST_DURATION_MS = 6000;

const ToastContext = createContext<ToastApi | null>(null);

/** Results as accessible toasts instead of browser alerts (decisions.md). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((message: string, tone: ToastTone = "success") => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, tone, message }]);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message) => show(message, "success"),
      error: (message) => show(message, "error"),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label={t`Notifications`}
        className="pointer-events-none fixed inset-x-0 top-20 z-50 flex flex-col items-center gap-2 px-3 md:inset-x-auto md:top-28 md:right-6 md:items-end"
      >
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
