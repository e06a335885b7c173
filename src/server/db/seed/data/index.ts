import type { SeedDestination } from "@/server/db/seed/types";
import { destinationsPart1 } from "./destinations-1";
import { destinationsPart2 } from "./destinations-2";
import { destinationsPart3 } from "./destinations-3";
import { destinationsPart4 } from "./destinations-4";

export { seedGuides } from "./guides";

export const seedDestinations: SeedDestination[] = [
  ...destinationsPart1,
  ...destinationsPart2,
  ...destinationsPart3,
  ...destinationsPart4,
].sort((a, b) => a.srNo - b.srNo);
