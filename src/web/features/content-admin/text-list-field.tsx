import { useRef } from "react";
import {
  type Control,
  type FieldValues,
  type Path,
  useController,
  useFormState,
} from "react-hook-form";
import { InputField } from "@/web/components/ui/field";
import { fieldError, listError } from "./field-errors";
import { RepeatableList } from "./repeatable-list";

interface TextListFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A field holding a list of strings. */
  name: Path<T>;
  legend: string;
  hint?: string;
  /** One row's name from its number (from 1): "Highlight 1", "Highlight 2". */
  itemLabel: (number: number) => string;
  /** The language the rows are written in (the English or the Hindi version). */
  lang?: string;
  addLabel: string;
  max?: number;
  empty?: string;
}

let nextKey = 0;
const newKey = () => `text-${++nextKey}`;

/** A list of short texts (highlights, inclusions, exclusions), one box a row. */
export function TextListField<T extends FieldValues>({
  control,
  name,
  legend,
  hint,
  itemLabel,
  addLabel,
  max,
  empty,
  lang,
}: TextListFieldProps<T>) {
  const { field } = useController({ control, name });
  const { errors } = useFormState({ control, name });
  const items = (field.value ?? []) as string[];
  // Strings have no ids of their own; the rows keep keys beside them so focus and React's
  // elements follow a row when it moves. A list replaced from outside (a reset) gets new keys.
  const keys = useRef<string[]>([]);
  if (keys.current.length !== items.length) keys.current = items.map(newKey);

  const change = (next: string[], nextKeys: string[]) => {
    keys.current = nextKeys;
    field.onChange(next);
  };

  return (
    <RepeatableList
      legend={legend}
      hint={hint}
      error={listError(errors, name)}
      keys={keys.current}
      itemLabel={(index) => itemLabel(index + 1)}
      addLabel={addLabel}
      max={max}
      empty={empty}
      inline
      onAdd={() => change([...items, ""], [...keys.current, newKey()])}
      onRemove={(index) =>
        change(
          items.filter((_, i) => i !== index),
          keys.current.filter((_, i) => i !== index),
        )
      }
      onMove={(from, to) => change(swap(items, from, to), swap(keys.current, from, to))}
      renderItem={(index) => (
        <InputField
          label={itemLabel(index + 1)}
          lang={lang}
          value={items[index]}
          onChange={(event) =>
            change(
              items.map((item, i) => (i === index ? event.target.value : item)),
              keys.current,
            )
          }
          onBlur={field.onBlur}
          error={fieldError(errors, `${name}.${index}`)}
        />
      )}
    />
  );
}

function swap<V>(list: readonly V[], from: number, to: number): V[] {
  const next = [...list];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
