import { Plural } from "@lingui/react/macro";

/** A guide's years of experience: "1 year", "6 years". */
export function Years({ years }: { years: number }) {
  return <Plural value={years} one="# year" other="# years" />;
}
