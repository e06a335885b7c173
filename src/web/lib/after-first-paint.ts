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
 * place). What waits here (the footer, the live messages, the unread badges) is revealed in a
 * transition, which React renders in slices of a few milliseconds: read from a store, the moment
 * rendered every waiting part at once, in one task of 30–75 ms on this machine's CPU, right after
 * the largest paint (decision 0053). Only this leaf may wait on the moment: read by the shell, it
 * re-rendered the whole screen (decision 0051).
 */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}): ReactNode {
  const [shown, setShown] = useState(painted);
  useEffect(() => {
    if (shown) return;
    const reveal = () => startTransition(() => setShown(true));
    if (painted) {
      reveal();
      return;
    }
    listeners.add(reveal);
    scheduleAfterPaint();
    return () => {
      listeners.delete(reveal);
    };
  }, [shown]);
  return shown ? children : fallback;
}
