import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { starParts } from "@/shared/guides/rules";

const STAR =
  "12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26";
const LEFT_HALF = "12 2 8.91 8.26 2 9.27 7 14.14 5.82 21.02 12 17.77";
const STARS = [1, 2, 3, 4, 5] as const;

type StarKind = "full" | "half" | "empty";

function starKinds(rating: number): StarKind[] {
  const { full, half, empty } = starParts(rating);
  return [
    ...Array<StarKind>(full).fill("full"),
    ...Array<StarKind>(half).fill("half"),
    ...Array<StarKind>(empty).fill("empty"),
  ];
}

/** "1 star", "3.5 stars"; called while the rating renders, so it follows a language switch. */
export const ratingLabel = (value: number) => plural(value, { one: "# star", other: "# stars" });

interface HalfStarRatingProps {
  legend: string;
  value: number | undefined;
  onChange: (value: number) => void;
  error?: string;
}

/**
 * Ratings from 1 to 5 in half steps as one native radio group (arrow keys move between them),
 * drawn as five stars whose halves are the choices.
 */
export function HalfStarRating({ legend, value, onChange, error }: HalfStarRatingProps) {
  const { t } = useLingui();
  const name = useId();
  const errorId = `${name}-error`;
  const shown = value ?? 0;
  const kinds = starKinds(shown);

  const choice = (rating: number, position: string) => (
    <label
      key={rating}
      className={`absolute inset-y-0 cursor-pointer rounded-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600 ${position}`}
    >
      <input
        type="radio"
        name={name}
        value={rating}
        checked={value === rating}
        onChange={() => onChange(rating)}
        className="sr-only"
      />
      <span className="sr-only">{ratingLabel(rating)}</span>
    </label>
  );

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 block text-sm font-medium text-stone-700">{legend}</legend>
      <div className="flex items-center gap-3">
        <div className="inline-flex text-amber-500">
          {STARS.map((star, index) => (
            <span key={star} className="relative h-9 w-9">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-9 w-9"
                data-star={kinds[index]}
              >
                <polygon
                  points={STAR}
                  fill={kinds[index] === "full" ? "currentColor" : "none"}
                  stroke="currentColor"
                  strokeWidth="1.5"
                  strokeLinejoin="round"
                />
                {kinds[index] === "half" && <polygon points={LEFT_HALF} fill="currentColor" />}
              </svg>
              {star === 1
                ? choice(1, "inset-x-0")
                : [choice(star - 0.5, "left-0 w-1/2"), choice(star, "right-0 w-1/2")]}
            </span>
          ))}
        </div>
        <span aria-hidden="true" className="text-sm font-medium text-stone-700">
          {shown ? t`${shown} out of 5` : t`Not rated yet`}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
