import { Button } from "./button";

/**
 * Shows the next page of a list; says so while it loads. A translated screen passes its own
 * labels, so they live in its catalog rather than the first screen's.
 */
export function LoadMoreButton({
  loading,
  onClick,
  label = "Load More",
  loadingLabel = "Loading...",
}: {
  loading: boolean;
  onClick: () => void;
  label?: string;
  loadingLabel?: string;
}) {
  return (
    <div className="flex justify-center">
      <Button onClick={onClick} variant="secondary" className="px-8" disabled={loading}>
        {loading ? loadingLabel : label}
      </Button>
    </div>
  );
}
