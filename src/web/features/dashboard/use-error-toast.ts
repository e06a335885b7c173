import { useEffect, useRef } from "react";
import { useToast } from "@/web/components/ui/toast";
import { DASHBOARD_TOAST_SUBJECT } from "./queries";

/**
 * Shows one error toast per failed fetch. `failedAt` is the query's errorUpdatedAt, so a refetch
 * that fails again toasts again, but a re-render (or Strict Mode's second effect) does not.
 * The toast has `subject` (by default the guide's availability, which the dashboard's info
 * carries: "Error fetching availability"), so it replaces, and is replaced by, that subject's
 * other answers instead of piling up beside them.
 */
export function useErrorToast(
  error: Error | null,
  failedAt: number,
  message: (e: Error) => string,
  subject: string = DASHBOARD_TOAST_SUBJECT.availability,
) {
  const toast = useToast();
  const reported = useRef(0);
  useEffect(() => {
    if (!error || reported.current === failedAt) return;
    reported.current = failedAt;
    toast.error(message(error), { subject });
  }, [error, failedAt, message, subject, toast]);
}
