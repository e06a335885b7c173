import type { ReactNode } from "react";
import { cn } from "./cn";

/** A grid of labelled facts, e.g. a booking's or a user's details; `className` sets its columns. */
export function Facts({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={cn("grid gap-3 text-sm", className)}>{children}</dl>;
}

/** One fact: its label above its value. `className` places it, e.g. a column span. */
export function Fact({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-stone-500">{label}</dt>
      <dd className="font-medium break-words text-stone-800">{children}</dd>
    </div>
  );
}
