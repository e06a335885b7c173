import { Trans, useLingui } from "@lingui/react/macro";
import { type PointerEvent, useLayoutEffect, useRef } from "react";
import type { PhotoView } from "@/shared/photos/types";
import { ResponsiveImage } from "./responsive-image";
import { Button } from "./ui/button";
import { Dialog } from "./ui/dialog";

export interface LightboxItem {
  /** An uploaded photo, or null: then the drawn picture at `image`. */
  photo: PhotoView | null;
  image: string;
  alt: string;
  caption: string;
}

interface LightboxProps {
  items: readonly LightboxItem[];
  /** The picture shown, or null while the lightbox is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Names the dialog, e.g. "Gallery: Taj Mahal & Mughal Agra Heritage Tour". */
  label: string;
}

/** A horizontal swipe at least this long (px) moves to the next or previous picture. */
const SWIPE_PX = 50;

/**
 * A gallery's pictures one at a time, large, in a modal dialog (the Dialog primitive: focus kept
 * inside, Escape closes): Left and Right arrows, the Previous and Next buttons or a swipe move
 * through them (from the last back to the first), with the caption and "3 of 5" shown. Focus
 * goes back to whatever opened it.
 */
export function Lightbox({ items, index, onIndexChange, onClose, label }: LightboxProps) {
  const { t } = useLingui();
  const open = index !== null && items.length > 0;
  const position = (index ?? 0) + 1;
  const count = items.length;
  const opener = useRef<HTMLElement | null>(null);
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);
  const move = (step: number) => {
    if (index === null) return;
    onIndexChange((index + step + items.length) % items.length);
  };
  const moveRef = useRef(move);
  moveRef.current = move;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // A layout effect, so the opener is noted before the dialog (a passive effect) takes focus.
  useLayoutEffect(() => {
    if (!open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight") moveRef.current(1);
      else if (event.key === "ArrowLeft") moveRef.current(-1);
      // The browser's own dialog closes on Escape too; this also covers one that does not.
      else if (event.key === "Escape") onCloseRef.current();
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      const back = opener.current;
      opener.current = null;
      // After the dialog has closed, so the browser does not move focus again.
      if (back?.isConnected) setTimeout(() => back.focus(), 0);
    };
  }, [open]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeFrom.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) move(dx < 0 ? 1 : -1);
  };

  const item = open ? items[index] : null;
  return (
    <Dialog
      open={open}
      title={label}
      onClose={onClose}
      className="max-w-5xl"
      onOpened={(dialog) => dialog.querySelector<HTMLElement>("[data-lightbox-next]")?.focus()}
    >
      {item && index !== null && (
        <figure className="flex flex-col gap-3">
          <div
            className="flex touch-pan-y items-center justify-center overflow-hidden rounded-xl bg-stone-900 select-none"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeFrom.current = null;
            }}
          >
            <ResponsiveImage
              key={index}
              photo={item.photo}
              fallbackSrc={item.image}
              alt={item.alt}
              sizes="(min-width: 1024px) 1000px, 100vw"
              eager
              className="max-h-[65vh] w-auto max-w-full object-contain"
            />
          </div>
          <figcaption className="text-center text-stone-800">{item.caption}</figcaption>
          <div className="flex items-center justify-between gap-3">
            <Button variant="secondary" onClick={() => move(-1)} aria-label={t`Previous picture`}>
              <span aria-hidden="true">←</span> <Trans>Previous</Trans>
            </Button>
            <p aria-live="polite" className="text-sm text-stone-600">
              <Trans>
                {position} of {count}
              </Trans>
            </p>
            <Button
              variant="secondary"
              onClick={() => move(1)}
              aria-label={t`Next picture`}
              data-lightbox-next=""
            >
              <Trans>Next</Trans> <span aria-hidden="true">→</span>
            </Button>
          </div>
        </figure>
      )}
    </Dialog>
  );
}
