import { useLingui } from "@lingui/react/macro";
import { type ComponentProps, cloneElement, type ReactElement, type ReactNode, useId } from "react";
// Types only: a screen whose fields no form library drives does not download one (the binding
// to react-hook-form is `bindFields`, in ./form).
import type { UseFormRegisterReturn } from "react-hook-form";
import { translateText } from "@/web/lib/i18n";
import { Input, OneTimeCodeInput, Select, Textarea } from "./input";

interface FieldProps {
  label: string;
  /** The message shown under the control and announced with it. */
  error?: string;
  hint?: ReactNode;
  children: ReactElement<Record<string, unknown>>;
  className?: string;
}

/** The ids of a control's hint and error, for its `aria-describedby`. */
export function describedByOf(id: string, { hint, error }: { hint?: ReactNode; error?: string }) {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
}

/** A control's hint and error under it, with the ids `describedByOf` names. */
export function FieldMessages({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error?: string;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {translateText(error)}
        </p>
      )}
    </>
  );
}

/** Labels a single control and wires its error and hint through aria attributes. */
export function Field({ label, error, hint, children, className }: FieldProps) {
  const generatedId = useId();
  const id = (children.props.id as string | undefined) ?? generatedId;
  const describedBy = describedByOf(id, { hint, error });

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-700">
        {label}
      </label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

type InputFieldProps = ComponentProps<"input"> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Classes for the wrapper; `className` styles the input. */
  fieldClassName?: string;
};

/** A labelled text input: Field and Input in one, for the common case. */
export function InputField({ label, error, hint, fieldClassName, ...input }: InputFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      <Input {...input} />
    </Field>
  );
}

interface FieldFrame {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Classes for the wrapper; `className` styles the control. */
  fieldClassName?: string;
}

/** A labelled multi-line text box. */
export function TextareaField({
  label,
  error,
  hint,
  fieldClassName,
  ...textarea
}: ComponentProps<"textarea"> & FieldFrame) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      <Textarea {...textarea} />
    </Field>
  );
}

/** A labelled drop-down; the options are its children. */
export function SelectField({
  label,
  error,
  hint,
  fieldClassName,
  ...select
}: ComponentProps<typeof Select> & FieldFrame) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      <Select {...select} />
    </Field>
  );
}

/** A person's full name. */
export function NameField({ label, ...props }: Partial<InputFieldProps>) {
  const { t } = useLingui();
  return <InputField label={label ?? t`Full Name`} type="text" autoComplete="name" {...props} />;
}

/** A phone number. */
export function PhoneField({ label, ...props }: Partial<InputFieldProps>) {
  const { t } = useLingui();
  return <InputField label={label ?? t`Phone Number`} type="tel" autoComplete="tel" {...props} />;
}

/** The e-mail address of the account forms. */
export function EmailField({ label, ...props }: Partial<InputFieldProps>) {
  const { t } = useLingui();
  return <InputField label={label ?? t`Email`} type="email" autoComplete="email" {...props} />;
}

type PasswordFieldProps = InputFieldProps & { autoComplete: "current-password" | "new-password" };

/** A password input; autoComplete says which one, so password managers fill or generate. */
export function PasswordField(props: PasswordFieldProps) {
  return <InputField type="password" {...props} />;
}

/** What `bindFields` gives one field. */
export type BoundField = UseFormRegisterReturn & { error?: string };

interface NewPasswordFieldsProps {
  password: BoundField;
  confirmation: BoundField;
  label?: string;
  confirmLabel?: string;
}

/** A new password and its confirmation, for password managers to generate and save. */
export function NewPasswordFields({
  password,
  confirmation,
  label,
  confirmLabel,
}: NewPasswordFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        label={label ?? t`New password`}
        hint={t`At least 8 characters`}
        autoComplete="new-password"
        {...password}
      />
      <PasswordField
        label={confirmLabel ?? t`Confirm new password`}
        autoComplete="new-password"
        {...confirmation}
      />
    </>
  );
}

/** A labelled six-digit code from an e-mail or an authenticator app. */
export function OneTimeCodeField({
  label,
  error,
  hint,
  fieldClassName,
  ...input
}: InputFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      <OneTimeCodeInput {...input} />
    </Field>
  );
}

type CheckboxProps = Omit<ComponentProps<"input">, "type"> & { label: string };

/** A checkbox with its label beside it. */
export function Checkbox({ label, ...input }: CheckboxProps) {
  return (
    <label className="flex items-center gap-2 text-sm text-stone-700">
      <input
        type="checkbox"
        className="h-4 w-4 rounded border-stone-300 accent-brand-700"
        {...input}
      />
      {label}
    </label>
  );
}
