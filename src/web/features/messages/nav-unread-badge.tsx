import { QueryClientContext } from "@tanstack/react-query";
import { useContext } from "react";
import type { Role } from "@/shared/constants";
import { UnreadBadge } from "./unread-badge";
import { type NavUnread, useNavUnread } from "./use-nav-unread";

interface NavUnreadBadgeProps {
  place: keyof NavUnread;
  role: Role | null;
  className?: string;
}

/** The unread count for a navigation item; nothing where no query cache is provided. */
export function NavUnreadBadge(props: NavUnreadBadgeProps) {
  // The layout also renders in tests of routing alone, without the app's query cache.
  const hasQueryCache = useContext(QueryClientContext) !== undefined;
  return hasQueryCache ? <Count {...props} /> : null;
}

function Count({ place, role, className }: NavUnreadBadgeProps) {
  const unread = useNavUnread(role);
  return <UnreadBadge count={unread[place]} className={className} />;
}
