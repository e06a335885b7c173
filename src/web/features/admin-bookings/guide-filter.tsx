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
  const [text, setText] = useState(value?.name ?? "");
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
      label="Guide"
      hint="Name or guide number"
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
          <span className="block font-medium">{g.name}</span>{" "}
          <span className="block text-xs text-stone-500">Guide #{g.sno}</span>
        </>
      )}
      onSelect={(g) => {
        chosen.current = g.sno;
        setText(g.name);
        onChange(g);
      }}
      loading={loading}
      failed={failed}
      loadingText="Searching guides..."
      emptyText={`No guide matches "${text.trim()}".`}
      countText={(count) => (count === 1 ? "1 guide found" : `${count} guides found`)}
    />
  );
}
