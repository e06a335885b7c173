import { Trans } from "@lingui/react/macro";
import { Button } from "@/web/components/ui/button";
import { CompassIcon } from "@/web/components/ui/icons";

/** What a catalogue screen shows when its filters match nothing, with a way back to everything. */
export function NoMatches({
  title,
  hint,
  onReset,
}: {
  title: string;
  hint: string;
  onReset: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-14 text-center shadow-md ring-1 ring-stone-200/70">
      <CompassIcon className="h-12 w-12 text-brand-600" />
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="max-w-md text-stone-600">{hint}</p>
      <Button onClick={onReset} className="mt-2">
        <Trans>Reset filters</Trans>
      </Button>
    </div>
  );
}
