import { LogoMark } from "@/web/components/ui/icons";
import { Link } from "@/web/components/ui/link";

export function BrandLogo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
    >
      <LogoMark className="h-9 w-9" />
      {/* The name is the mark: the same in every language. */}
      <span
        lang="en"
        translate="no"
        className={`text-lg font-bold tracking-tight ${tone === "light" ? "text-white" : "text-ink"}`}
      >
        Yatra<span className={tone === "light" ? "text-brand-500" : "text-brand-700"}> Tours</span>
      </span>
    </Link>
  );
}
