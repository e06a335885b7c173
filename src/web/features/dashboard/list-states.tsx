import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { ErrorPanel } from "@/web/components/ui/error-panel";

export function ListLoading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-3 px-1 py-8 text-stone-600">
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600"
      />
      {text}
    </p>
  );
}

export function ListEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center">
      <p className="font-semibold text-ink">{title}</p>
      {children && <p className="mt-1 text-sm text-stone-600">{children}</p>}
    </div>
  );
}

export function ListError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <ErrorPanel
      title={t`We couldn't load the bookings.`}
      message={error.message}
      onRetry={onRetry}
    />
  );
}
