import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { CloseIcon } from "./icons";

interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** A line under the title, e.g. who a conversation is with. */
  subtitle?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** "center" is the modal card; "side" the full-height panel at the right edge. */
  placement?: "center" | "side";
  /** Extra classes for the centred panel, e.g. a max width. */
  className?: string;
  /** Runs once the dialog is shown and its content rendered, e.g. to move focus. */
  onOpened?: (dialog: HTMLDialogElement) => void;
}

const PANEL = {
  center: "m-auto w-[calc(100%-1.5rem)] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-black/50",
  side: "fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-md bg-white p-0 shadow-2xl backdrop:bg-black/40",
};

const closeButtonClass =
  "rounded-full p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600";

/** The one native <dialog>: focus trapping, Escape and the top layer come from the browser. */
export function Dialog({
  open,
  title,
  subtitle,
  onClose,
  children,
  placement = "center",
  className = placement === "center" ? "max-w-lg" : undefined,
  onOpened,
}: DialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onOpenedRef = useRef(onOpened);
  onOpenedRef.current = onOpened;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom has no showModal/close; the open attribute keeps the content reachable there.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.open = true;
      onOpenedRef.current?.(dialog);
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.open = false;
    }
  }, [open]);

  const side = placement === "side";
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Always shown with showModal: say so to assistive technology that does not infer it.
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={className ? `${PANEL[placement]} ${className}` : PANEL[placement]}
    >
      {open && (
        <div className={side ? "flex h-full flex-col" : "flex max-h-[90vh] flex-col"}>
          <div
            className={`flex ${side ? "items-start gap-3" : "items-center"} justify-between border-b border-stone-200 px-5 py-4`}
          >
            {side ? (
              <div className="min-w-0">
                <h2 id={titleId} className="text-lg font-semibold text-ink">
                  {title}
                </h2>
                {subtitle && <p className="truncate text-sm text-stone-600">{subtitle}</p>}
              </div>
            ) : (
              <h2 id={titleId} className="text-lg font-semibold">
                {title}
              </h2>
            )}
            <button
              type="button"
              onClick={onClose}
              aria-label={t`Close`}
              className={closeButtonClass}
            >
              {side ? (
                <CloseIcon className="h-5 w-5" />
              ) : (
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-5 w-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              )}
            </button>
          </div>
          {side ? children : <div className="overflow-y-auto px-5 py-4">{children}</div>}
        </div>
      )}
    </dialog>
  );
}
