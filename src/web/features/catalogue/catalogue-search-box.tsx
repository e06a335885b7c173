import { useId } from "react";
import { SearchIcon } from "@/web/components/ui/icons";
import { Input } from "@/web/components/ui/input";

interface CatalogueSearchBoxProps {
  /** The field's accessible name, e.g. "Search destinations". */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** "Showing X of Y …", announced as it changes; blank until the first page is in. */
  status: string;
}

/** A catalogue screen's search field, with how many cards are shown of how many match beside it. */
export function CatalogueSearchBox({
  label,
  placeholder,
  value,
  onChange,
  maxLength,
  status,
}: CatalogueSearchBoxProps) {
  const searchId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="relative w-full sm:max-w-sm">
        <label htmlFor={searchId} className="sr-only">
          {label}
        </label>
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-stone-400">
          <SearchIcon className="h-5 w-5" />
        </span>
        <Input
          id={searchId}
          type="search"
          placeholder={placeholder}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          className="pl-10"
        />
      </div>
      <p aria-live="polite" className="text-sm text-stone-600">
        {status}
      </p>
    </div>
  );
}
