import { useLingui } from "@lingui/react/macro";
import { type ReactNode, Suspense } from "react";
import { StatusScreen } from "./status-screen";

/** A section whose code loads when it is opened, with a loading line while it arrives. */
export function LazySection({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<StatusScreen text={t`Loading this section...`} />}>{children}</Suspense>
  );
}
