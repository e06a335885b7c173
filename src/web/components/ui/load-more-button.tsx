import { Button } from "./button";

/** Shows the next page of a list; says so while it loads. */
export function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <div className="flex justify-center">
      <Button onClick={onClick} variant="secondary" className="px-8" disabled={loading}>
        {loading ? "Loading..." : "Load More"}
      </Button>
    </div>
  );
}
