import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import type { SavedKind } from "@/shared/saved/schema";
import { cn } from "@/web/components/ui/cn";
import { HeartIcon } from "@/web/components/ui/icons";
import { errorMessage } from "@/web/components/ui/server-errors";
import { useToast } from "@/web/components/ui/toast";
import { useCurrentUser } from "@/web/lib/use-current-user";
import { savedKey, useSaveChange, useSavedSet } from "./queries";

export interface SaveButtonProps {
  kind: SavedKind;
  srNo: number;
  /** The place's name as the card shows it (for the button's label). */
  name: string;
  className?: string;
}

/**
 * The heart on a destination's or package's card: pressed when the place is saved on the
 * account. Signed out, it leads to the login page.
 */
export function SaveButton({ kind, srNo, name, className }: SaveButtonProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const { user } = useCurrentUser();
  const saved = useSavedSet(Boolean(user)).has(savedKey(kind, srNo));
  const change = useSaveChange((error, failed) => {
    const place = failed.name;
    toast.error(
      errorMessage(
        error,
        failed.save
          ? t`We couldn't save ${place}. Please try again.`
          : t`We couldn't remove ${place} from saved. Please try again.`,
      ),
      { subject: `saved:${failed.kind}:${failed.srNo}` },
    );
  });

  const onClick = () => {
    if (!user) {
      navigate("/login");
      return;
    }
    change.mutate({ kind, srNo, name, save: !saved });
  };

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? t`Remove ${name} from saved` : t`Save ${name}`}
      onClick={onClick}
      className={cn(
        "inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/95 text-rose-600 shadow hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
        className,
      )}
    >
      <HeartIcon className={cn("h-6 w-6", saved && "fill-current")} />
    </button>
  );
}
