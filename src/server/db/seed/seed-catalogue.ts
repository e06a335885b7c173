import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import {
  destinationClosures,
  destinations,
  guideDestinations,
  guideReviews,
  guides,
  packageAccommodations,
  packageCostItems,
  packageGallery,
  packageItineraryDays,
  packageReviews,
  packages,
} from "@/server/db/schema";
import { TAX_RATE } from "@/shared/constants";
import { ALT_NAMES } from "./data/alt-names";
import type { SeedDestination, SeedGuide } from "./types";

export const destinationImage = (slug: string) => `/images/destinations/${slug}.svg`;
export const packageImage = (slug: string) => `/images/packages/${slug}.svg`;
export const galleryImage = (slug: string, n: number) =>
  `/images/packages/${slug}-gallery-${n}.svg`;
export const guideImage = (sno: number) => `/images/guides/guide-${sno}.svg`;

/** The catalogue's columns of a seeded destination: what the destination search shows of it. */
export function destinationRow({
  scene: _scene,
  package: _package,
  closures: _closures,
  ...d
}: SeedDestination) {
  return { ...d, image: destinationImage(d.slug), altNames: ALT_NAMES[d.slug] ?? "" };
}

/** Per-person price with the 18% tax added to the cost items, in whole rupees. */
export function packagePrice(costItems: { amount: number }[]): number {
  const subtotal = costItems.reduce((sum, item) => sum + item.amount, 0);
  return subtotal + Math.round(subtotal * TAX_RATE);
}

/**
 * The destinations a seeded guide's region names cover: a name and a destination that contain one
 * another, ignoring case ("Andaman" covers "Andaman Islands"; a state covers no destination).
 */
export function coveredDestinationIds(
  regions: readonly string[],
  all: readonly { id: number; name: string }[],
): number[] {
  const names = regions.map((r) => r.trim().toLowerCase()).filter((r) => r !== "");
  return all
    .filter((d) => {
      const place = d.name.toLowerCase();
      return names.some((r) => place.includes(r) || r.includes(place));
    })
    .map((d) => d.id);
}

/**
 * Adds what is missing and never overwrites: a destination or guide already present (by sr_no or
 * sno) is left as it is, so running the seed again, or on a live database, changes nothing.
 */
export async function seedCatalogue(
  db: Database,
  seedDestinations: SeedDestination[],
  seedGuides: SeedGuide[],
): Promise<{ destinations: number; guides: number }> {
  return db.transaction(async (tx) => {
    let addedDestinations = 0;
    for (const d of seedDestinations) {
      const inserted = await tx
        .insert(destinations)
        .values(destinationRow(d))
        .onConflictDoNothing({ target: destinations.srNo })
        .returning({ id: destinations.id });
      if (inserted.length === 0) continue;
      addedDestinations++;
      if (d.closures?.length)
        await tx
          .insert(destinationClosures)
          .values(d.closures.map((c) => ({ ...c, destinationId: inserted[0].id })));
      const p = d.package;
      const [pkg] = await tx
        .insert(packages)
        .values({
          srNo: d.srNo,
          destinationSrNo: d.srNo,
          slug: d.slug,
          name: p.name,
          description: p.description,
          highlights: p.highlights,
          difficulty: p.difficulty,
          durationDays: p.itinerary.length,
          price: packagePrice(p.costItems),
          image: packageImage(d.slug),
          imageAlt: p.imageAlt,
          inclusions: p.inclusions,
          exclusions: p.exclusions,
        })
        .returning({ id: packages.id });
      const packageId = pkg.id;
      await tx.insert(packageItineraryDays).values(
        p.itinerary.map((day, i) => ({
          packageId,
          dayNumber: i + 1,
          title: day.title,
          description: day.description,
          meals: day.meals,
          stay: day.stay,
        })),
      );
      if (p.accommodation.length > 0) {
        await tx
          .insert(packageAccommodations)
          .values(p.accommodation.map((a, position) => ({ packageId, position, ...a })));
      }
      await tx
        .insert(packageCostItems)
        .values(p.costItems.map((c, position) => ({ packageId, position, ...c })));
      await tx.insert(packageGallery).values(
        p.gallery.map((g, i) => ({
          packageId,
          position: i,
          image: galleryImage(d.slug, i + 1),
          alt: g.alt,
          caption: g.caption,
        })),
      );
      if (p.reviews.length > 0) {
        await tx.insert(packageReviews).values(
          p.reviews.map((r) => ({
            packageId,
            author: r.author,
            rating: r.rating,
            comment: r.comment,
            reviewedOn: r.date,
          })),
        );
      }
    }

    // Destinations seeded before they had other names get them once (an edited name is kept).
    await tx.execute(sql`
      update ${destinations} set alt_names = v.names
      from (values ${sql.join(
        Object.entries(ALT_NAMES).map(([slug, names]) => sql`(${slug}, ${names})`),
        sql`, `,
      )}) as v(slug, names)
      where ${destinations.slug} = v.slug and ${destinations.altNames} = ''`);

    let addedGuides = 0;
    const allDestinations = await tx
      .select({ id: destinations.id, name: destinations.name })
      .from(destinations);
    for (const g of seedGuides) {
      const inserted = await tx
        .insert(guides)
        .values({
          sno: g.sno,
          name: g.name,
          image: guideImage(g.sno),
          imageAlt: g.imageAlt,
          specialization: g.specialization,
          experience: g.experience,
          languages: g.languages,
          maxGroupSize: g.maxGroupSize,
          certifications: g.certifications,
          verified: g.verified,
          featured: g.featured,
          description: g.description,
          isAvailable: g.isAvailable,
        })
        .onConflictDoNothing({ target: guides.sno })
        .returning({ id: guides.id });
      if (inserted.length === 0) continue;
      addedGuides++;
      const covered = coveredDestinationIds(g.regions, allDestinations);
      if (covered.length > 0) {
        await tx
          .insert(guideDestinations)
          .values(covered.map((destinationId) => ({ guideId: inserted[0].id, destinationId })));
      }
      if (g.reviews.length > 0) {
        await tx.insert(guideReviews).values(
          g.reviews.map((r) => ({
            guideId: inserted[0].id,
            author: r.author,
            rating: r.rating,
            comment: r.comment,
            reviewedOn: r.date,
          })),
        );
      }
    }
    return { destinations: addedDestinations, guides: addedGuides };
  });
}
