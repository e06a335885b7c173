import type { ComponentProps } from "react";
import { cn } from "./cn";
import { Link } from "./link";

const primary =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60";
const secondary =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2 font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60";

// danger-outline adds to secondary (as the screens always did), so its CSS stays the same.
const variants = {
  primary,
  secondary,
  danger:
    "inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60",
  "danger-outline": `${secondary} text-red-700 hover:bg-red-50`,
  ghost:
    "rounded-lg px-2 py-1 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700",
  link: "font-semibold text-brand-700 hover:underline",
  quiet: "text-stone-600 hover:underline",
} as const;

const sizes = {
  md: "",
  sm: "px-3 py-1.5 text-sm",
  lg: "px-8 py-3 text-base",
  wide: "w-full py-2.5",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The classes of a button, for the few controls that must look like one without being one. */
export function buttonStyles({ variant = "primary", size = "md", className }: StyleProps = {}) {
  return cn(variants[variant], sizes[size], className);
}

type ButtonProps = ComponentProps<"button"> & StyleProps;

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonStyles({ variant, size, className })} {...props} />;
}

type ButtonLinkProps = ComponentProps<typeof Link> & StyleProps;

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonStyles({ variant, size, className })} {...props} />;
}
