import type { ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { useUnreadCount } from "./queries";
import { UnreadBadge } from "./unread-badge";

interface MessageButtonProps {
  bookingId: string;
  onClick: () => void;
  /** The id of the booking's title, so the button says which booking it is for. */
  describedBy?: string;
  children: ReactNode;
}

/** Opens a booking's conversation; shows how many messages wait unread. */
export function MessageButton({ bookingId, onClick, describedBy, children }: MessageButtonProps) {
  const unread = useUnreadCount(bookingId);
  return (
    <Button
      aria-describedby={describedBy}
      aria-haspopup="dialog"
      onClick={onClick}
      variant="secondary"
    >
      {children}
      <UnreadBadge count={unread} />
    </Button>
  );
}
