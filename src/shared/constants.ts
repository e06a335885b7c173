export const REGIONS = [
  "North India",
  "West India",
  "South India",
  "Islands",
  "Central India",
] as const;
export type Region = (typeof REGIONS)[number];

export const INTERESTS = [
  "historical",
  "cultural",
  "adventure",
  "beach",
  "nightlife",
  "nature",
  "spiritual",
  "food",
  "wildlife",
] as const;
export type Interest = (typeof INTERESTS)[number];

export const DIFFICULTIES = ["Easy", "Moderate", "Challenging"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const GUIDE_SPECIALIZATIONS = [
  "Adventure & Trekking",
  "Cultural & Historical",
  "Food & Culinary",
  "Cultural & Heritage",
  "Wildlife & Nature",
  "Winter Sports",
  "Desert Safaris",
  "Historical Tours",
] as const;
export type GuideSpecialization = (typeof GUIDE_SPECIALIZATIONS)[number];

export const SIGN_UP_ROLES = ["user", "guide"] as const;
export const ROLES = ["user", "guide", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const NARROW_SCREEN_MAX_PX = 768;
export const DESTINATIONS_PAGE_SIZE = 6;
export const PRICE_SLIDER = { min: 0, max: 100000, step: 1000 } as const;
export const GUIDE_DESCRIPTION_PREVIEW_CHARS = 200;
export const PACKAGE_SKELETON_COUNT = 6;
export const PROFILE_MESSAGE_MS = 3000;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const TAX_RATE = 0.18;
export const FULL_REFUND_DAYS = 30;
