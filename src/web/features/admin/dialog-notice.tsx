import { useCallback, useEffect, useRef, useState } from "react";
import { Alert } from "@/web/components/ui/alert";
import { type ToastTone, useToast } from "@/web/components/ui/toast";

export interface Notice {
  tone: ToastTone;
  text: string;
}

/**
 * Results of actions taken inside an open modal dialog. Toasts sit outside the dialog, which the
 * browser makes inert and covers with its backdrop, so the result is also shown in the dialog.
 */
export function useDialogNotice() {
  const toast = useToast();
  const [notice, setNotice] = useState<Notice | null>(null);
  const report = useCallback(
    (tone: ToastTone, text: string) => {
      toast.show(text, tone);
      setNotice({ tone, text });
    },
    [toast],
  );
  return { notice, report };
}

export type Report = ReturnType<typeof useDialogNotice>["report"];

export function DialogNotice({ notice }: { notice: Notice | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.scrollIntoView?.({ block: "nearest" });
  }, [notice]);
  if (!notice) return null;
  return (
    <div ref={ref}>
      <Alert tone={notice.tone}>{notice.text}</Alert>
    </div>
  );
}
