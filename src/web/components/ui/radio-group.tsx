import { useId } from "react";
import { cn } from "./cn";

export interface RadioOption<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

interface RadioGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly RadioOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/** A fieldset of radio buttons: arrow keys move between them, the legend names the choice. */
export function RadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  className,
}: RadioGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className={cn("space-y-2", className)}>
      <legend className="mb-1 text-sm font-medium text-stone-700">{legend}</legend>
      {options.map((option) => {
        const optionId = `${id}-${option.value}`;
        return (
          <label
            key={option.value}
            htmlFor={optionId}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm",
              value === option.value ? "border-brand-600 bg-brand-50" : "border-stone-200 bg-white",
            )}
          >
            <input
              id={optionId}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 h-4 w-4 accent-brand-700"
            />
            <span>
              <span className="font-medium text-ink">{option.label}</span>
              {option.hint && <span className="block text-stone-600">{option.hint}</span>}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
