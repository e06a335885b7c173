/** Active or Banned, as a small coloured label. */
export function StatusBadge({ banned }: { banned: boolean }) {
  return banned ? (
    <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
      Banned
    </span>
  ) : (
    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      Active
    </span>
  );
}
