import type { Destination, PackageDetail } from "@/shared/catalogue/types";
import type { Difficulty, Interest, Region } from "@/shared/constants";
import type { PhotoView } from "@/shared/photos/types";
import type {
  AccommodationHindi,
  ContentStatus,
  CostItemHindi,
  DestinationHindi,
  GalleryItemHindi,
  ItineraryDayHindi,
  PackageHindi,
} from "./schema";

/** A row of GET /api/admin/destinations. */
export interface AdminDestinationSummary {
  srNo: number;
  slug: string;
  name: string;
  state: string;
  region: Region;
  status: ContentStatus;
  featured: boolean;
  /** Where it is on the map (issue 16); both null when not placed yet. */
  latitude: number | null;
  longitude: number | null;
  /** How many packages (of any status) it has. */
  packageCount: number;
  /** The drawn picture shown when there is no photo. */
  image: string;
  imageAlt: string;
  photo: PhotoView | null;
  /** ISO timestamp of the last change. */
  updatedAt: string;
  /**
   * Its own texts that have no Hindi yet (issue 15): shown to Hindi readers in English until an
   * editor fills them in.
   */
  missingHindi: string[];
}

/** GET /api/admin/destinations/:srNo → { destination }: everything the form edits, and more. */
export interface AdminDestination extends AdminDestinationSummary {
  description: string;
  bestSeason: string;
  interests: Interest[];
  avgPrice: number;
  /** Editorial rating the cards show until reviews exist; not edited in the console. */
  rating: number;
  difficulty: Difficulty;
  altNames: string;
  photoId: string | null;
  /** The texts in Hindi (issue 15); a text left out has none yet. */
  hi: DestinationHindi;
  /** Bookings on any of its packages: with any, it can be archived but not deleted. */
  bookingCount: number;
  /** ISO timestamp. */
  createdAt: string;
}

export interface AdminDestinationList {
  destinations: AdminDestinationSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** A row of GET /api/admin/packages. `id` is `dest_{srNo}`, its public address. */
export interface AdminPackageSummary {
  id: string;
  srNo: number;
  slug: string;
  name: string;
  destinationSrNo: number;
  destinationName: string;
  /** Travellers see a published package only while its destination is published too. */
  destinationStatus: ContentStatus;
  status: ContentStatus;
  difficulty: Difficulty;
  durationDays: number;
  /** Per person, whole rupees, tax included. */
  price: number;
  image: string;
  imageAlt: string;
  photo: PhotoView | null;
  /** ISO timestamp of the last change. */
  updatedAt: string;
  /**
   * Its own texts that have no Hindi yet (issue 15): shown to Hindi readers in English until an
   * editor fills them in.
   */
  missingHindi: string[];
}

export interface AdminItineraryDay {
  dayNumber: number;
  title: string;
  description: string;
  meals: string[];
  stay: string | null;
  hi: ItineraryDayHindi;
  missingHindi: string[];
}

export interface AdminAccommodation {
  name: string;
  type: string;
  location: string;
  nights: number;
  description: string;
  hi: AccommodationHindi;
  missingHindi: string[];
}

export interface AdminCostItem {
  label: string;
  amount: number;
  hi: CostItemHindi;
  missingHindi: string[];
}

export interface AdminGalleryItem {
  photoId: string | null;
  photo: PhotoView | null;
  /** The drawn picture shown without a photo; send it back with the item to keep it. */
  image: string;
  alt: string;
  caption: string;
  hi: GalleryItemHindi;
  missingHindi: string[];
}

/** GET /api/admin/packages/:srNo → { package }: everything the form edits, and more. */
export interface AdminPackage extends AdminPackageSummary {
  /** The overview. */
  description: string;
  highlights: string[];
  /** Null means the destination's best season. */
  season: string | null;
  photoId: string | null;
  /** The package's own texts in Hindi (issue 15); its days, stays… carry theirs. */
  hi: PackageHindi;
  itinerary: AdminItineraryDay[];
  accommodation: AdminAccommodation[];
  costItems: AdminCostItem[];
  inclusions: string[];
  exclusions: string[];
  gallery: AdminGalleryItem[];
  /** Bookings of this package: with any, it can be archived but not deleted. */
  bookingCount: number;
  /** ISO timestamp. */
  createdAt: string;
}

export interface AdminPackageList {
  packages: AdminPackageSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/admin/destinations/:srNo/preview: the card exactly as travellers would get it. */
export interface DestinationPreview {
  destination: Destination;
  status: ContentStatus;
}

/** GET /api/admin/packages/:srNo/preview: the package page exactly as travellers would get it. */
export interface PackagePreview {
  package: PackageDetail;
  status: ContentStatus;
  destinationStatus: ContentStatus;
}
