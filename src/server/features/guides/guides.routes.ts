import { Hono } from "hono";
import { z } from "zod";
import { notFound } from "@/server/http/errors";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { averageRating } from "@/shared/guides/rules";
import type { Guide } from "@/shared/guides/types";
import { type GuideWithReviews, listListedGuides } from "./guides.repo";

export function toGuide({ guide, reviews }: GuideWithReviews): Guide {
  return {
    sno: guide.sno,
    name: guide.name,
    image: guide.image,
    imageAlt: guide.imageAlt,
    specialization: guide.specialization,
    experience: guide.experience,
    languages: guide.languages,
    regions: guide.regions,
    maxGroupSize: guide.maxGroupSize,
    certifications: guide.certifications,
    verified: guide.verified,
    featured: guide.featured,
    description: guide.description,
    isAvailable: guide.isAvailable,
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

const guideParams = z.object({
  sno: z.coerce.number("A guide number is a whole number").int().positive().max(2_147_483_647),
});

export function guidesRoutes() {
  return new Hono<AppEnv>()
    .get("/guides", async (c) => {
      const rows = await listListedGuides(c.var.db);
      return c.json({ guides: rows.map(toGuide) });
    })
    .get("/guides/:sno", validate("param", guideParams), async (c) => {
      const [row] = await listListedGuides(c.var.db, c.req.valid("param").sno);
      if (!row) throw notFound("Guide");
      return c.json({ guide: toGuide(row) });
    });
}
