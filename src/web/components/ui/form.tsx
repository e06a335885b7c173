import { zodResolver } from "@hookform/resolvers/zod";
import type { FormEventHandler, ReactNode } from "react";
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormRegister,
  useForm,
} from "react-hook-form";
import type * as z from "zod/mini";
import { Alert } from "./alert";
import { Button } from "./button";
import type { BoundField } from "./field";

export interface FormMessage {
  tone: "success" | "error";
  text: string;
}

interface FormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Above the result message, e.g. what the form does. */
  intro?: ReactNode;
  /** The result of the last submit. */
  message?: FormMessage | null;
  /** Shorthand for an error message. */
  error?: string | null;
  submitting: boolean;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

/** The single-column forms of the sign-in screens: intro, result, fields, one full-width submit. */
export function Form({
  onSubmit,
  intro,
  message,
  error,
  submitting,
  submitLabel,
  busyLabel,
  children,
}: FormProps) {
  const shown = message ?? (error ? { tone: "error" as const, text: error } : null);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {intro}
      {shown && <Alert tone={shown.tone}>{shown.text}</Alert>}
      {children}
      <Button type="submit" disabled={submitting} size="wide">
        {submitting ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

/**
 * react-hook-form driven by one zod schema (the same one the route validates with), with
 * `field(name)` to bind the kit's fields.
 */
export function useZodForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodMiniType<Out, In>,
  defaultValues: DefaultValues<In>,
) {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  return { ...form, field: bindFields(form.register, form.formState.errors) };
}

/**
 * Binds a react-hook-form field to the kit's fields: `<EmailField {...field("email")} />` registers
 * the input and shows its validation message.
 */
export function bindFields<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
) {
  return (name: Path<T>): BoundField => ({
    ...register(name),
    error: (get(errors, name) as FieldError | undefined)?.message,
  });
}
