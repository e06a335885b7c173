import { Trans, useLingui } from "@lingui/react/macro";
import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from "react";
import type { Destination, PackageDetail } from "@/shared/catalogue/types";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { StatusScreen } from "@/web/components/ui/status-screen";
import type { PreviewProps } from "./content-editor";
import { useDestinationPreview, usePackagePreview } from "./queries";

/** The travellers' destination card; the route passes the catalogue's (features never import each other). */
export type RenderDestinationCard = (destination: Destination) => ReactNode;

/** The travellers' package page, embedded; the route passes the catalogue's. */
export type RenderPackageDetails = (props: {
  pkg: PackageDetail;
  onClose: () => void;
  renderBooking: (dialog: { open: boolean; onClose: () => void }) => ReactNode;
}) => ReactNode;

/** The preview's titles in English, for tests (the frame shows them in the reader's language). */
export const PREVIEW_HIDDEN_TITLE = "Preview — travellers cannot see this yet";
export const PREVIEW_LIVE_TITLE = "Preview — travellers see this now";

interface PreviewFrameProps {
  visible: boolean;
  /** Why travellers cannot see it, when there is more to say than its status. */
  note?: string;
  unsaved: boolean;
  onClose: () => void;
  children: ReactNode;
}

// A link in the preview would leave the console (and any unsaved form) for a public page.
function keepLinksInert(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest("a")) event.preventDefault();
}

/** The public view of a saved draft, labelled so nobody takes it for the live site. */
function PreviewFrame({ visible, note, unsaved, onClose, children }: PreviewFrameProps) {
  const { t } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3 rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 px-4 py-3">
        <div className="space-y-1">
          <h3
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="text-lg font-bold text-amber-950 focus:outline-none"
          >
            {visible
              ? t`Preview — travellers see this now`
              : t`Preview — travellers cannot see this yet`}
          </h3>
          <p className="text-sm text-amber-950">
            <Trans>
              This is the last saved version, shown as travellers would get it. Links and booking
              are switched off here.
            </Trans>
          </p>
          {note && <p className="text-sm font-medium text-amber-950">{note}</p>}
          {unsaved && (
            <p className="text-sm font-medium text-amber-950">
              <Trans>You have unsaved changes: save them to see them here.</Trans>
            </p>
          )}
        </div>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Back to editing</Trans>
        </Button>
      </div>
      <div onClickCapture={keepLinksInert}>{children}</div>
    </section>
  );
}

function PreviewLoading({ query, onClose }: { query: PreviewQuery; onClose: () => void }) {
  const { t } = useLingui();
  if (query.isPending) return <StatusScreen text={t`Loading the preview...`} />;
  return (
    <div className="space-y-4">
      <ErrorPanel
        title={t`We couldn't load the preview.`}
        message={query.error?.message}
        onRetry={() => void query.refetch()}
      />
      <div className="flex justify-center">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Back to editing</Trans>
        </Button>
      </div>
    </div>
  );
}

interface PreviewQuery {
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export function DestinationPreviewView({
  srNo,
  unsaved,
  onClose,
  renderCard,
}: PreviewProps & { renderCard: RenderDestinationCard }) {
  const preview = useDestinationPreview(srNo);
  if (!preview.data) return <PreviewLoading query={preview} onClose={onClose} />;
  return (
    <PreviewFrame visible={preview.data.status === "published"} unsaved={unsaved} onClose={onClose}>
      <div className="max-w-sm">{renderCard(preview.data.destination)}</div>
    </PreviewFrame>
  );
}

export function PackagePreviewView({
  srNo,
  unsaved,
  onClose,
  renderDetails,
}: PreviewProps & { renderDetails: RenderPackageDetails }) {
  const { t } = useLingui();
  const preview = usePackagePreview(srNo);
  if (!preview.data) return <PreviewLoading query={preview} onClose={onClose} />;
  const { status, destinationStatus } = preview.data;
  const note =
    status === "published" && destinationStatus !== "published"
      ? t`Its destination is not published, so travellers cannot see this package yet.`
      : undefined;
  return (
    <PreviewFrame
      visible={status === "published" && destinationStatus === "published"}
      note={note}
      unsaved={unsaved}
      onClose={onClose}
    >
      <div className="overflow-hidden rounded-2xl ring-1 ring-stone-200">
        {renderDetails({
          pkg: preview.data.package,
          onClose,
          renderBooking: ({ open, onClose: closeBooking }) => (
            <Dialog open={open} title={t`Booking is off in the preview`} onClose={closeBooking}>
              <p className="text-sm text-stone-700">
                <Trans>
                  Travellers book from the published package page. Nothing is booked from the
                  console.
                </Trans>
              </p>
            </Dialog>
          ),
        })}
      </div>
    </PreviewFrame>
  );
}
