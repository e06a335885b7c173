import { useLingui } from "@lingui/react/macro";
import { Component, type ReactNode, Suspense } from "react";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { NOT_REACHED_MESSAGE } from "@/web/lib/i18n";
import { retryFailedScreenLoads } from "@/web/lib/screen-loads";

interface CaughtProps {
  /** The address: going elsewhere forgets the failure. */
  address: string;
  failed: (retry: () => void) => ReactNode;
  children: ReactNode;
}

class Caught extends Component<CaughtProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: CaughtProps) {
    if (this.state.failed && previous.address !== this.props.address) this.retry();
  }

  retry = () => {
    retryFailedScreenLoads();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? this.props.failed(this.retry) : this.props.children;
  }
}

/**
 * Around the screen on view: a loading line should a screen's code be awaited outside a navigation
 * (navigations keep the last screen on view instead), and a failure, such as code that could not
 * be fetched offline, said plainly with Try Again, which asks for it again.
 */
export function ScreenBoundary({ address, children }: { address: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Caught
      address={address}
      failed={(retry) => (
        <div className="px-4 py-10">
          <ErrorPanel
            title={t`This screen could not be loaded.`}
            message={NOT_REACHED_MESSAGE}
            onRetry={retry}
          />
        </div>
      )}
    >
      <Suspense fallback={<StatusScreen text={t`Loading application...`} />}>{children}</Suspense>
    </Caught>
  );
}
