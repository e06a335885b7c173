import { useLingui } from "@lingui/react/macro";
import { translateText } from "@/web/lib/i18n";
import { Button } from "./button";
import { AlertIcon } from "./icons";

interface ErrorPanelProps {
  title: string;
  message?: string;
  onRetry: () => void;
  retryLabel?: string;
}

/** A failed fetch, said plainly, with a way to try again. */
export function ErrorPanel({ title, message, onRetry, retryLabel }: ErrorPanelProps) {
  const { t } = useLingui();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <AlertIcon className="h-10 w-10 text-red-600" />
      <h2 className="text-lg font-semibold text-red-900">{title}</h2>
      {message && <p className="text-sm text-red-800">{translateText(message)}</p>}
      <Button className="mt-2" onClick={onRetry}>
        {retryLabel ?? t`Try Again`}
      </Button>
    </div>
  );
}
