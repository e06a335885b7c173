interface StatusScreenProps {
  text: string;
  /** Fill the whole viewport (start-up) rather than the content area. */
  fullScreen?: boolean;
}

/** A centred spinner with a visible, announced loading text. */
export function StatusScreen({ text, fullScreen = false }: StatusScreenProps) {
  return (
    <div
      role="status"
      className={`flex flex-col items-center justify-center gap-4 px-4 text-stone-600 ${
        fullScreen ? "min-h-screen" : "min-h-[50vh]"
      }`}
    >
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
      <p className="text-base font-medium">{text}</p>
    </div>
  );
}
