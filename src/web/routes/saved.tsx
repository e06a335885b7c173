import { savedPlacesQuery } from "@/web/features/saved/queries";
import { SavedScreen } from "@/web/features/saved/saved-screen";
import type { FirstData } from "@/web/lib/first-data";

/** The saved places come with the screen's code. */
export const firstData: FirstData = () => [savedPlacesQuery];

export default function SavedRoute() {
  return <SavedScreen />;
}
