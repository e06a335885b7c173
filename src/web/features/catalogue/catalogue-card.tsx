import { Trans } from "@lingui/react/macro";
import { type ReactNode, useId } from "react";
import type { PhotoView } from "@/shared/photos/types";
import { ResponsiveImage } from "@/web/components/responsive-image";
import { ArrowRightIcon } from "@/web/components/ui/icons";
import { Link } from "@/web/components/ui/link";

interface CatalogueCardProps {
  title: string;
  /** "en" when the server could not give the title in the reader's language. */
  titleLang?: string;
  /** Beside the title, grouped with it (e.g. the stars). */
  titleAside?: ReactNode;
  /** The drawn picture, shown when there is no photo. */
  image: string;
  imageAlt: string;
  photo: PhotoView | null;
  /** The first card on screen: its picture loads at once. */
  eager?: boolean;
  /** The picture's aspect-ratio class. */
  aspect: string;
  /** A label over the picture's corner. */
  badge?: ReactNode;
  /**
   * A control over the picture's top-right corner (e.g. a Save button): its own tab stop, outside
   * the "View Details" link, so pressing it never opens the card.
   */
  action?: ReactNode;
  /** Where "View Details" goes. */
  to: string;
  price: ReactNode;
  /** Classes of the bottom row holding the price and the link. */
  footerClassName: string;
  children: ReactNode;
}

/** A card is a third of a wide screen, half of a middling one, the whole width of a phone's. */
const CARD_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** The picture-topped card of the destination and package lists. */
export function CatalogueCard({
  title,
  titleLang,
  titleAside,
  image,
  imageAlt,
  photo,
  eager,
  aspect,
  badge,
  action,
  to,
  price,
  footerClassName,
  children,
}: CatalogueCardProps) {
  const nameId = useId();
  const heading = (
    <h3 id={nameId} lang={titleLang} className="text-xl font-semibold text-ink">
      {title}
    </h3>
  );
  return (
    <article
      aria-labelledby={nameId}
      className="group flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-stone-200/70 transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      <div className={`relative ${aspect} overflow-hidden bg-brand-50`}>
        <ResponsiveImage
          photo={photo}
          fallbackSrc={image}
          alt={imageAlt}
          sizes={CARD_SIZES}
          eager={eager}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
        {badge}
        {action && <div className="absolute top-3 right-3 z-10">{action}</div>}
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
            <Trans>View Details</Trans>
            <ArrowRightIcon className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
