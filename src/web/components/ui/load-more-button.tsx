import { useLingui } from "@lingui/react/macro";
import { Button } from "./button";

/** Shows the next page of a list; says so while it loads. */
export function LoadMoreButton({
  loading,
  onClick,
  label,
  loadingLabel,
}: {
  loading: boolean;
  onClick: () => void;
  label?: string;
  loadingLabel?: string;
}) {
  const { t } = useLingui();
  return (
    <div className="flex justify-center">
      <Button onClick={onClick} variant="secondary" className="px-8" disabled={loading}>
        {loading ? (loadingLabel ?? t`Loading...`) : (label ?? t`Load More`)}
      </Button>
    </div>
  );
}
