import { Trans } from "@lingui/react/macro";

interface UnreadBadgeProps {
  count: number;
  className?: string;
}

/** A count bubble; screen readers hear "(N unread)" as part of the control's name. */
export function UnreadBadge({ count, className = "" }: UnreadBadgeProps) {
  if (count <= 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className={`inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-bold text-white ${className}`}
      >
        {count > 99 ? "99+" : count}
      </span>{" "}
      <span className="sr-only">
        <Trans>({count} unread)</Trans>
      </span>
    </>
  );
}
