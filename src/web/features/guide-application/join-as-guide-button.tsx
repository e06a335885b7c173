import { useLingui } from "@lingui/react/macro";
import { useNarrowScreen } from "@/web/components/layout/use-narrow-screen";
import { useGuideApplication } from "./guide-application-context";

interface JoinAsGuideButtonProps {
  className?: string;
  /** Use the short 'Join as Guide' text at 768 px or narrower, as the navbar does. */
  responsiveLabel?: boolean;
  label?: string;
}

/** Opens the guide application; renders nothing where no application form is available. */
export function JoinAsGuideButton({
  className,
  responsiveLabel = false,
  label,
}: JoinAsGuideButtonProps) {
  const { t } = useLingui();
  const { open, available } = useGuideApplication();
  const narrow = useNarrowScreen();
  if (!available) return null;
  return (
    <button type="button" onClick={open} aria-haspopup="dialog" className={className}>
      {responsiveLabel && narrow ? t`Join as Guide` : (label ?? t`Join as Tourist Guide`)}
    </button>
  );
}
