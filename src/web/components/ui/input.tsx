import type { ComponentProps } from "react";
import { cn } from "./cn";

const controlClass =
  "block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 aria-[invalid=true]:border-red-600 disabled:bg-stone-100 disabled:text-stone-500";

/** The classes of a text control, for the few inputs the kit does not render itself. */
export function inputStyles(className?: string) {
  return cn(controlClass, className);
}

// React 19 passes `ref` as a prop, so react-hook-form's register() spreads straight through.
export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={inputStyles(className)} {...props} />;
}

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = ComponentProps<"select"> & {
  /** Rendered after any children (e.g. a placeholder option). */
  options?: ReadonlyArray<SelectOption>;
};

export function Select({ className, options, children, ...props }: SelectProps) {
  return (
    <select className={inputStyles(className)} {...props}>
      {children}
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={inputStyles(className)} {...props} />;
}

/** A six-digit code: the number pad on phones and the OS's code autofill. */
export function OneTimeCodeInput({ className, ...props }: ComponentProps<"input">) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      spellCheck={false}
      className={cn("font-mono text-lg tracking-[0.3em]", className)}
      {...props}
    />
  );
}
