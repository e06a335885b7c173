import { inArray, type SQL, sql } from "drizzle-orm";
import type { Database, Queryable } from "@/server/db/client";
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
import type { HindiTexts } from "@/server/db/schema/catalogue";
import { rowsOf } from "@/server/db/sql-text";
import { TAX_RATE } from "@/shared/constants";
import { ALT_NAMES } from "./data/alt-names";
import { seedHindi } from "./data/index";
import type {
  SeedDestination,
  SeedGuide,
  SeedHindi,
  SeedHindiDestination,
  SeedHindiGuide,
} from "./types";

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

/** A seeded item's Hindi texts for its `hi` column: its text fields, a null `stay` left out. */
function hindiOf(texts: Record<string, string | null> | undefined): HindiTexts {
  if (!texts) return {};
  return Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== null));
}

const destinationHindi = (h: SeedHindiDestination | undefined): HindiTexts =>
  h
    ? {
        name: h.name,
        state: h.state,
        description: h.description,
        bestSeason: h.bestSeason,
        imageAlt: h.imageAlt,
      }
    : {};

const packageHindi = (hp: SeedHindiDestination["package"] | undefined): HindiTexts =>
  hp
    ? {
        name: hp.name,
        description: hp.description,
        imageAlt: hp.imageAlt,
        highlights: hp.highlights,
        inclusions: hp.inclusions,
        exclusions: hp.exclusions,
      }
    : {};

const guideHindi = (h: SeedHindiGuide | undefined): HindiTexts =>
  h
    ? {
        name: h.name,
        description: h.description,
        certifications: h.certifications,
        imageAlt: h.imageAlt,
      }
    : {};

/** `(values …)` rows for a backfill: each a list of values, the last the Hindi as jsonb. */
const valuesOf = (rows: unknown[][]) =>
  sql.join(
    rows.map(
      (row) =>
        sql`(${sql.join(
          row.map((value, i) =>
            i === row.length - 1
              ? sql`${JSON.stringify(value)}::jsonb`
              : typeof value === "number"
                ? sql`${value}::int`
                : sql`${value}`,
          ),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );

/**
 * Rows seeded before the catalogue had Hindi (issue 15) get it once: only a row with no Hindi at
 * all whose English is still the seed's, so an edited row never gets a translation of other words.
 */
async function backfillHindi(
  tx: Queryable,
  seedDestinations: SeedDestination[],
  seedGuides: SeedGuide[],
  hindi: SeedHindi,
) {
  // Only the seed's own rows count: a destination an admin added without Hindi must not make
  // every start-up run the updates (each would also drop every server's cached catalogue).
  const [{ missing }] = rowsOf<{ missing: boolean }>(
    await tx.execute(sql`select exists (select 1 from ${destinations}
        where hi = '{}'::jsonb and ${inArray(
          destinations.slug,
          seedDestinations.map((d) => d.slug),
        )}
          and ${inArray(
            destinations.name,
            seedDestinations.map((d) => d.name),
          )})
      or exists (select 1 from ${guides}
        where hi = '{}'::jsonb and ${inArray(
          guides.sno,
          seedGuides.map((g) => g.sno),
        )}
          and ${inArray(
            guides.name,
            seedGuides.map((g) => g.name),
          )}) as missing`),
  );
  if (!missing) return;
  const seeded = seedDestinations.flatMap((d) => {
    const h = hindi.destinations.get(d.slug);
    return h ? [{ d, h, p: d.package, hp: h.package }] : [];
  });
  const update = async (rows: unknown[][], statement: (values: SQL) => SQL) => {
    if (rows.length > 0) await tx.execute(statement(valuesOf(rows)));
  };
  await update(
    seeded.map(({ d, h }) => [d.slug, d.name, destinationHindi(h)]),
    (v) => sql`update ${destinations} t set hi = v.hi from (values ${v}) as v(slug, name, hi)
      where t.slug = v.slug and t.name = v.name and t.hi = '{}'::jsonb`,
  );
  await update(
    seeded.map(({ d, p, hp }) => [d.slug, p.name, packageHindi(hp)]),
    (v) => sql`update ${packages} t set hi = v.hi from (values ${v}) as v(slug, name, hi)
      where t.slug = v.slug and t.name = v.name and t.hi = '{}'::jsonb`,
  );
  const items = (table: SQL, key: string, position: string, rows: unknown[][]) =>
    update(
      rows,
      (v) => sql`update ${table} t set hi = v.hi
        from (values ${v}) as v(slug, position, text, hi), ${packages} p
        where p.slug = v.slug and t.package_id = p.id and t.${sql.raw(position)} = v.position
          and t.${sql.raw(key)} = v.text and t.hi = '{}'::jsonb`,
    );
  await items(
    sql`${packageItineraryDays}`,
    "title",
    "day_number",
    seeded.flatMap(({ d, p, hp }) =>
      p.itinerary.map((day, i) => [d.slug, i + 1, day.title, hindiOf(hp.itinerary[i])]),
    ),
  );
  await items(
    sql`${packageAccommodations}`,
    "name",
    "position",
    seeded.flatMap(({ d, p, hp }) =>
      p.accommodation.map((a, i) => [d.slug, i, a.name, hindiOf(hp.accommodation[i])]),
    ),
  );
  await items(
    sql`${packageCostItems}`,
    "label",
    "position",
    seeded.flatMap(({ d, p, hp }) =>
      p.costItems.map((c, i) => [d.slug, i, c.label, hindiOf(hp.costItems[i])]),
    ),
  );
  await items(
    sql`${packageGallery}`,
    "caption",
    "position",
    seeded.flatMap(({ d, p, hp }) =>
      p.gallery.map((g, i) => [d.slug, i, g.caption, hindiOf(hp.gallery[i])]),
    ),
  );
  await update(
    seedGuides.flatMap((g) => {
      const h = hindi.guides.get(g.sno);
      return h ? [[g.sno, g.name, guideHindi(h)]] : [];
    }),
    (v) => sql`update ${guides} t set hi = v.hi from (values ${v}) as v(sno, name, hi)
      where t.sno = v.sno and t.name = v.name and t.hi = '{}'::jsonb`,
  );
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
  hindi: SeedHindi = seedHindi,
): Promise<{ destinations: number; guides: number }> {
  return db.transaction(async (tx) => {
    let addedDestinations = 0;
    for (const d of seedDestinations) {
      // Each row's `hi` (issue 15): its texts in Hindi, lists aligned by index with the English.
      const h = hindi.destinations.get(d.slug);
      const hp = h?.package;
      const inserted = await tx
        .insert(destinations)
        .values({
          ...destinationRow(d),
          hi: destinationHindi(h),
        })
        .onConflictDoNothing({ target: destinations.srNo })
        .returning({ id: destinations.id });
      if (inserted.length === 0) continue;
      addedDestinations++;
      if (d.closures?.length)
        await tx.insert(destinationClosures).values(
          d.closures.map((c, i) => ({
            ...c,
            destinationId: inserted[0].id,
            hi: hindiOf(h?.closures?.[i]),
          })),
        );
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
          hi: packageHindi(hp),
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
          hi: hindiOf(hp?.itinerary[i]),
        })),
      );
      if (p.accommodation.length > 0) {
        await tx.insert(packageAccommodations).values(
          p.accommodation.map((a, position) => ({
            packageId,
            position,
            ...a,
            hi: hindiOf(hp?.accommodation[position]),
          })),
        );
      }
      await tx.insert(packageCostItems).values(
        p.costItems.map((c, position) => ({
          packageId,
          position,
          ...c,
          hi: hindiOf(hp?.costItems[position]),
        })),
      );
      await tx.insert(packageGallery).values(
        p.gallery.map((g, i) => ({
          packageId,
          position: i,
          image: galleryImage(d.slug, i + 1),
          alt: g.alt,
          caption: g.caption,
          hi: hindiOf(hp?.gallery[i]),
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

    await backfillHindi(tx, seedDestinations, seedGuides, hindi);

    let addedGuides = 0;
    const allDestinations = await tx
      .select({ id: destinations.id, name: destinations.name })
      .from(destinations);
    for (const g of seedGuides) {
      const h = hindi.guides.get(g.sno);
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
          hi: guideHindi(h),
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
