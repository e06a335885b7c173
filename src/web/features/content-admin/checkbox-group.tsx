import { type ReactNode, useId } from "react";
import { describedByOf, FieldMessages } from "@/web/components/ui/field";

interface CheckboxGroupProps {
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
  className?: string;
}

/** Several checkboxes answering one question, with the question's hint and error. */
export function CheckboxGroup({ legend, hint, error, children, className }: CheckboxGroupProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={describedByOf(id, { hint, error })} className={className}>
      <legend className="mb-1 text-sm font-medium text-stone-700">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">{children}</div>
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}
