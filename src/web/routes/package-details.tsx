import { useLingui } from "@lingui/react/macro";
import { Navigate, useParams } from "react-router";
import { parsePackageId } from "@/shared/catalogue/rules";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { BookingModal, prefetchBookingForm } from "@/web/features/booking/booking-modal";
import { PackageDetailsView } from "@/web/features/catalogue/package-details-view";
import { isNotFound, packageQuery, usePackage } from "@/web/features/catalogue/queries";
import type { FirstData } from "@/web/lib/first-data";

/** The package the address names comes with the screen's code. */
export const firstData: FirstData = (url) => {
  const srNo = parsePackageId(url.pathname.split("/").pop());
  return srNo === null ? [] : [packageQuery(srNo)];
};

export default function PackageDetailsScreen() {
  const { t } = useLingui();
  const { id } = useParams();
  const srNo = parsePackageId(id);
  const pkg = usePackage(srNo);

  if (srNo === null || (pkg.isError && isNotFound(pkg.error))) {
    return <Navigate to="/packages" replace />;
  }
  if (pkg.isPending) return <StatusScreen text={t`Loading package...`} />;
  if (pkg.isError) {
    return (
      <div className="px-4 py-16">
        <ErrorPanel
          title={t`We couldn't load this package.`}
          message={pkg.error.message}
          onRetry={() => void pkg.refetch()}
        />
      </div>
    );
  }
  return (
    <PackageDetailsView
      pkg={pkg.data}
      renderBooking={({ open, onClose }) => (
        <BookingModal open={open} onClose={onClose} pkg={pkg.data} />
      )}
      onBookingIntent={prefetchBookingForm}
    />
  );
}
