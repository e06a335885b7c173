import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { AdminGuideOption } from "@/shared/admin-bookings/types";
import { Combobox } from "@/web/components/ui/combobox";
import { useGuideOptions } from "./queries";

interface GuideFilterProps {
  value: AdminGuideOption | null;
  onChange: (guide: AdminGuideOption | null) => void;
}

/** Any guide, listed or not, found by typing a part of the name or the guide's number. */
export function GuideFilter({ value, onChange }: GuideFilterProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value?.name ?? "");
  const typed = text.trim();
  const { options, loading, failed } = useGuideOptions(value ? "" : text);

  // A choice cleared from outside (Clear filters) empties the box; one typed here keeps the text.
  const chosen = useRef(value?.sno ?? null);
  useEffect(() => {
    const sno = value?.sno ?? null;
    if (sno === chosen.current) return;
    chosen.current = sno;
    setText(value?.name ?? "");
  }, [value]);

  return (
    <Combobox
      label={t`Guide`}
      hint={t`Name or guide number`}
      text={text}
      onTextChange={(next) => {
        setText(next);
        if (value) {
          chosen.current = null;
          onChange(null);
        }
      }}
      options={options}
      optionKey={(g) => g.sno}
      renderOption={(g) => (
        <>
          <span className="block font-medium" translate="no">
            {g.name}
          </span>{" "}
          <GuideNumber sno={g.sno} />
        </>
      )}
      onSelect={(g) => {
        chosen.current = g.sno;
        setText(g.name);
        onChange(g);
      }}
      loading={loading}
      failed={failed}
      loadingText={t`Searching guides...`}
      emptyText={t`No guide matches "${typed}".`}
      countText={(count) => t`${plural(count, { one: "# guide found", other: "# guides found" })}`}
    />
  );
}

/** "Guide #12": the number is the guide's, the words are ours. */
export function GuideNumber({
  sno,
  className = "block text-xs text-stone-500",
}: {
  sno: number;
  className?: string;
}) {
  return (
    <span className={className}>
      <Trans>Guide #{sno}</Trans>
    </span>
  );
}
