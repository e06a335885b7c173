import type { ReactNode } from "react";
import { translateText } from "@/web/lib/i18n";
import { AlertIcon, CheckCircleIcon } from "./icons";

interface AlertProps {
  tone: "success" | "error";
  children: ReactNode;
  className?: string;
}

/** An inline result under or above a form: an alert for errors, a status for success. */
export function Alert({ tone, children, className = "" }: AlertProps) {
  const isError = tone === "error";
  return (
    <div
      role={isError ? "alert" : "status"}
      className={`flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm ${
        isError
          ? "border-red-200 bg-red-50 text-red-800"
          : "border-emerald-200 bg-emerald-50 text-emerald-900"
      } ${className}`}
    >
      {isError ? (
        <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
      ) : (
        <CheckCircleIcon className="mt-0.5 h-4 w-4 shrink-0" />
      )}
      <p>{typeof children === "string" ? translateText(children) : children}</p>
    </div>
  );
}
