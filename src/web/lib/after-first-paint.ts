import { type ReactNode, startTransition, useEffect, useState } from "react";

/** Should a frame never come (a tab opened in the background), the wait ends anyway. */
const LONGEST_WAIT_MS = 1000;

let painted = false;
let scheduled = false;
const listeners = new Set<() => void>();

function markPainted() {
  if (painted) return;
  painted = true;
  for (const listener of listeners) listener();
}

/** After the next frame is painted: a task queued from a frame's callback runs once it is on screen. */
function scheduleAfterPaint() {
  if (scheduled) return;
  scheduled = true;
  const fallback = setTimeout(markPainted, LONGEST_WAIT_MS);
  if (typeof requestAnimationFrame !== "function") return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      clearTimeout(fallback);
      markPainted();
    }, 0),
  );
}

/**
 * Its children, once the first screen is on screen (until then, the fallback: what holds their
 * place). Only this leaf may wait on the moment: read by the shell, it re-rendered the whole screen
 * (decision 0051).
 *
 * `inSlices` reveals them in a transition, which React renders in slices of a few milliseconds: for
 * what is heavy and not needed at once (the footer), which revealed with the rest took a task of
 * 30–75 ms right after the largest paint on every screen (decision 0053). React puts a transition
 * off while the reader keeps pressing keys, so what must work at once (the live messages, the
 * unread badges) is revealed without it.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
  inSlices = false,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  inSlices?: boolean;
}): ReactNode {
  const [shown, setShown] = useState(painted);
  useEffect(() => {
    if (shown) return;
    const reveal = () => (inSlices ? startTransition(() => setShown(true)) : setShown(true));
    if (painted) {
      reveal();
      return;
    }
    listeners.add(reveal);
    scheduleAfterPaint();
    return () => {
      listeners.delete(reveal);
    };
  }, [shown, inSlices]);
  return shown ? children : fallback;
}
