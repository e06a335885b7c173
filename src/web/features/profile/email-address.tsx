import { Fragment } from "react";
import { cn } from "@/web/components/ui/cn";

/**
 * Where an address may break: after the "@" and before each dot, as addresses are usually
 * wrapped ("asha.verma@example.co.in" → "asha", ".verma@", "example", ".co", ".in").
 */
export function emailParts(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/).filter((part) => part !== "");
}

/**
 * An e-mail address as written, wrapping on a narrow card at its natural breaks first and inside
 * a part only when that part alone is wider than the line (never mid-word when it fits).
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  let offset = 0;
  return (
    <span translate="no" className={cn("[overflow-wrap:anywhere]", className)}>
      {emailParts(email).map((part, index) => {
        const key = offset;
        offset += part.length;
        return (
          <Fragment key={key}>
            {index > 0 && <wbr />}
            {part}
          </Fragment>
        );
      })}
    </span>
  );
}
