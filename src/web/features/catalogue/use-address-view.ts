import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * A screen's view (filters, sort, pages) kept in the address bar, so a shared link, a reload or
 * the back button brings it back. React state is the source of truth so that quick successive
 * changes queue up; the address mirrors it (replacing its entry), and a back or forward move feeds
 * it again. `read` falls back to defaults for anything unknown; `write` leaves defaults out.
 */
export function useAddressView<V>(
  read: (params: URLSearchParams) => V,
  write: (view: V) => URLSearchParams,
): [V, Dispatch<SetStateAction<V>>] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [view, setView] = useState(() => read(searchParams));
  const writtenQuery = useRef(searchParams.toString());

  useEffect(() => {
    const query = searchParams.toString();
    if (query === writtenQuery.current) return;
    writtenQuery.current = query;
    setView(read(searchParams));
  }, [searchParams, read]);

  useEffect(() => {
    const next = write(view);
    if (next.toString() === writtenQuery.current) return;
    writtenQuery.current = next.toString();
    setSearchParams(next, { replace: true });
  }, [view, write, setSearchParams]);

  return [view, setView];
}
