import { Plural } from "@lingui/react/macro";
import { useUnreadCount } from "./queries";

/** "2 unread messages" beside a booking whose card has no Message button that could say so. */
export function UnreadNote({ bookingId }: { bookingId: string }) {
  const unread = useUnreadCount(bookingId);
  if (unread <= 0) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800 ring-1 ring-red-200">
      <Plural value={unread} one="# unread message" other="# unread messages" />
    </span>
  );
}
