import { SavedScreen } from "@/web/features/saved/saved-screen";

export default function SavedRoute() {
  return <SavedScreen />;
}
