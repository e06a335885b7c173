import type { ReactNode } from "react";

/** The card a list asks a control for: a destination or a package, by its number and name. */
export interface CardActionItem {
  kind: "destination" | "package";
  srNo: number;
  name: string;
}

/** Draws a control (e.g. a Save heart) over a card's picture; the lists call it for each card. */
export type RenderCardAction = (item: CardActionItem) => ReactNode;
