import { useLingui } from "@lingui/react/macro";
import { starParts } from "@/shared/guides/rules";

const STAR =
  "12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26";
const LEFT_HALF = "12 2 8.91 8.26 2 9.27 7 14.14 5.82 21.02 12 17.77";

type StarKind = "full" | "half" | "empty";

function Star({ kind, className }: { kind: StarKind; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} data-star={kind}>
      <polygon
        points={STAR}
        fill={kind === "full" ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      {kind === "half" && <polygon points={LEFT_HALF} fill="currentColor" />}
    </svg>
  );
}

interface StarsProps {
  rating: number;
  /** Also print the rating with one decimal beside the stars. */
  showValue?: boolean;
  size?: "sm" | "md";
  className?: string;
}

/** Out of 5: whole part full stars, a fraction of 0.5 or more one half star, the rest empty. */
export function Stars({ rating, showValue = false, size = "sm", className = "" }: StarsProps) {
  const { t } = useLingui();
  const { full, half, empty } = starParts(rating);
  const value = rating.toFixed(1);
  const starClass = size === "md" ? "h-5 w-5" : "h-4 w-4";
  const kinds: StarKind[] = [
    ...Array<StarKind>(full).fill("full"),
    ...Array<StarKind>(half).fill("half"),
    ...Array<StarKind>(empty).fill("empty"),
  ];
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      <span
        role="img"
        aria-label={t`Rated ${value} out of 5`}
        className="inline-flex text-amber-500"
      >
        {kinds.map((kind, index) => (
          <Star key={index} kind={kind} className={starClass} />
        ))}
      </span>
      {showValue && (
        <span aria-hidden="true" className="text-sm font-semibold text-stone-800">
          {value}
        </span>
      )}
    </span>
  );
}
