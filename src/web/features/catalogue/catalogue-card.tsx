import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { FallbackImage } from "@/web/components/ui/fallback-image";
import { ArrowRightIcon } from "@/web/components/ui/icons";

interface CatalogueCardProps {
  title: string;
  /** Beside the title, grouped with it (e.g. the stars). */
  titleAside?: ReactNode;
  image: string;
  imageAlt: string;
  /** The picture's aspect-ratio class. */
  aspect: string;
  /** A label over the picture's corner. */
  badge?: ReactNode;
  /** Where "View Details" goes. */
  to: string;
  price: ReactNode;
  /** Classes of the bottom row holding the price and the link. */
  footerClassName: string;
  children: ReactNode;
}

/** The picture-topped card of the destination and package lists. */
export function CatalogueCard({
  title,
  titleAside,
  image,
  imageAlt,
  aspect,
  badge,
  to,
  price,
  footerClassName,
  children,
}: CatalogueCardProps) {
  const nameId = useId();
  const heading = (
    <h3 id={nameId} className="text-xl font-semibold text-ink">
      {title}
    </h3>
  );
  return (
    <article
      aria-labelledby={nameId}
      className="group flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-stone-200/70 transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      <div className={`relative ${aspect} overflow-hidden bg-brand-50`}>
        <FallbackImage
          src={image}
          alt={imageAlt}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
        {badge}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {titleAside ? (
          <div className="flex flex-col gap-1">
            {heading}
            {titleAside}
          </div>
        ) : (
          heading
        )}
        {children}
        <div className={footerClassName}>
          {price}
          <Link
            to={to}
            aria-describedby={nameId}
            className="inline-flex items-center gap-1 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            View Details
            <ArrowRightIcon className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
