import { useEffect, useRef } from "react";
import { useToast } from "@/web/components/ui/toast";

/**
 * Shows one error toast per failed fetch. `failedAt` is the query's errorUpdatedAt, so a refetch
 * that fails again toasts again, but a re-render (or Strict Mode's second effect) does not.
 */
export function useErrorToast(
  error: Error | null,
  failedAt: number,
  message: (e: Error) => string,
) {
  const toast = useToast();
  const reported = useRef(0);
  useEffect(() => {
    if (!error || reported.current === failedAt) return;
    reported.current = failedAt;
    toast.error(message(error));
  }, [error, failedAt, message, toast]);
}
