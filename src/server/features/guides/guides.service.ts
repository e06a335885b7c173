import type { Database } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { averageRating } from "@/shared/guides/rules";
import type { Guide } from "@/shared/guides/types";
import { type GuideWithReviews, listListedGuides } from "./guides.repo";

export function toGuide({ guide, regions, reviews, licensed }: GuideWithReviews): Guide {
  return {
    sno: guide.sno,
    name: guide.name,
    image: guide.image,
    imageAlt: guide.imageAlt,
    specialization: guide.specialization,
    experience: guide.experience,
    languages: guide.languages,
    regions,
    maxGroupSize: guide.maxGroupSize,
    certifications: guide.certifications,
    verified: guide.verified,
    featured: guide.featured,
    description: guide.description,
    isAvailable: guide.isAvailable,
    licensed,
    medianResponseMinutes: null,
    rating: averageRating(reviews.map((r) => r.rating)),
    reviewCount: reviews.length,
    reviews: reviews.map((r) => ({
      id: r.id,
      user: r.author,
      rating: r.rating,
      comment: r.comment,
      date: r.reviewedOn,
    })),
  };
}

export async function listGuides(db: Database): Promise<Guide[]> {
  return (await listListedGuides(db)).map(toGuide);
}

export async function getGuide(db: Database, sno: number): Promise<Guide> {
  const [row] = await listListedGuides(db, sno);
  if (!row) throw notFound("Guide");
  return toGuide(row);
}
