import type { Key, ReactNode } from "react";

/** The catalogue's cards: one column, two or three as the list's container widens. */
export function CardGrid<T>({
  items,
  itemKey,
  children,
}: {
  items: readonly T[];
  itemKey: (item: T, index: number) => Key;
  /** The card of an item; `index` 0 is the first on screen. */
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <ul className="grid gap-6 @2xl:grid-cols-2 @[44rem]:grid-cols-3 @[44rem]:gap-4">
      {items.map((item, index) => (
        <li key={itemKey(item, index)} className="flex">
          {children(item, index)}
        </li>
      ))}
    </ul>
  );
}
