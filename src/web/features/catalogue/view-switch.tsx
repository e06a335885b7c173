import { useLingui } from "@lingui/react/macro";
import { Button } from "@/web/components/ui/button";

/** List or Map: two toggle buttons, the shown one pressed. */
export function ViewSwitch({ map, onChange }: { map: boolean; onChange: (map: boolean) => void }) {
  const { t } = useLingui();
  return (
    <fieldset className="flex gap-2">
      <legend className="sr-only">{t`Show destinations as`}</legend>
      <Button
        size="sm"
        variant={map ? "secondary" : "primary"}
        aria-pressed={!map}
        onClick={() => onChange(false)}
      >
        {t`List`}
      </Button>
      <Button
        size="sm"
        variant={map ? "primary" : "secondary"}
        aria-pressed={map}
        onClick={() => onChange(true)}
      >
        {t`Map`}
      </Button>
    </fieldset>
  );
}
