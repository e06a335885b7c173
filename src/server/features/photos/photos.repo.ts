import { type AnyColumn, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "@/server/db/client";
import {
  destinations,
  guides,
  type PhotoVariant,
  packageGallery,
  packages,
  photos,
} from "@/server/db/schema";
import type { PhotoView } from "@/shared/photos/types";

/** A stored photo's row, as the pipeline writes it. */
export interface NewPhoto {
  width: number;
  height: number;
  variants: PhotoVariant[];
  placeholder: string;
  uploadedBy: string | null;
}

/** The plain `src` is the narrowest WebP at least this wide (else the widest). */
const SRC_WIDTH = 800;

/** The browser's view of a photo: srcset strings per format, smallest width first. */
export function toPhotoView(row: {
  id: string;
  width: number;
  height: number;
  variants: PhotoVariant[];
  placeholder: string;
}): PhotoView {
  const byWidth = [...row.variants].sort((a, b) => a.width - b.width);
  const srcset = (format: PhotoVariant["format"]) =>
    byWidth
      .filter((v) => v.format === format)
      .map((v) => `${v.url} ${v.width}w`)
      .join(", ");
  const webp = byWidth.filter((v) => v.format === "webp");
  // The plain `src` is for browsers without srcset: a middle width is a fair compromise.
  const middle = webp.find((v) => v.width >= SRC_WIDTH) ?? webp.at(-1);
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    avif: srcset("avif"),
    webp: srcset("webp"),
    src: middle?.url ?? "",
  };
}

/** The views of the given photos by id; unknown ids are simply absent from the map. */
export async function photoViews(db: Queryable, ids: string[]): Promise<Map<string, PhotoView>> {
  const wanted = [...new Set(ids.filter((id) => UUID.test(id)))];
  const views = new Map<string, PhotoView>();
  if (wanted.length === 0) return views;
  const rows = await db
    .select({
      id: photos.id,
      width: photos.width,
      height: photos.height,
      variants: photos.variants,
      placeholder: photos.placeholder,
    })
    .from(photos)
    .where(inArray(photos.id, wanted));
  for (const row of rows) views.set(row.id, toPhotoView(row));
  return views;
}

/** One photo's view, or null when there is no such photo. */
export async function photoView(db: Queryable, id: string | null): Promise<PhotoView | null> {
  if (!id) return null;
  return (await photoViews(db, [id])).get(id) ?? null;
}

export async function insertPhoto(db: Queryable, photo: NewPhoto): Promise<PhotoView> {
  const [row] = await db.insert(photos).values(photo).returning({
    id: photos.id,
    width: photos.width,
    height: photos.height,
    variants: photos.variants,
    placeholder: photos.placeholder,
  });
  if (!row) throw new Error("photo insert returned no row");
  return toPhotoView(row);
}

export async function photoExists(db: Queryable, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rows = await db.select({ id: photos.id }).from(photos).where(eq(photos.id, id));
  return rows.length > 0;
}

/**
 * The same view as `toPhotoView`, built by PostgreSQL inside a JSON answer (the destination search
 * builds its whole page as one JSON text): `photo` for the row whose photo id is `photoId`, or
 * null. By primary key, so one index probe per row of the page.
 */
export function photoJson(photoId: AnyColumn | SQL): SQL {
  const variant = sql.raw("v");
  const srcset = (format: string) => sql`coalesce((
    select string_agg(${variant}->>'url' || ' ' || (${variant}->>'width') || 'w', ', '
      order by (${variant}->>'width')::int)
    from jsonb_array_elements(ph.variants) ${variant} where ${variant}->>'format' = ${format}), '')`;
  return sql`(select json_build_object('id', ph.id, 'width', ph.width, 'height', ph.height,
    'placeholder', ph.placeholder, 'avif', ${srcset("avif")}, 'webp', ${srcset("webp")},
    'src', coalesce((select ${variant}->>'url' from jsonb_array_elements(ph.variants) ${variant}
      where ${variant}->>'format' = 'webp'
      order by ((${variant}->>'width')::int >= ${SRC_WIDTH}) desc,
        case when (${variant}->>'width')::int >= ${SRC_WIDTH} then (${variant}->>'width')::int
          else -(${variant}->>'width')::int end
      limit 1), ''))
    from ${photos} ph where ph.id = ${photoId})`;
}

/**
 * Deletes a photo nothing points at any more (no destination, package, gallery picture or guide)
 * and returns its variants, whose files the caller removes once the transaction commits; null
 * when it is still in use or already gone.
 */
export async function deletePhotoIfUnused(
  db: Queryable,
  id: string,
): Promise<PhotoVariant[] | null> {
  const [row] = await db
    .delete(photos)
    .where(
      sql`${photos.id} = ${id}
        and not exists (select 1 from ${destinations} where ${destinations.photoId} = ${id})
        and not exists (select 1 from ${packages} where ${packages.photoId} = ${id})
        and not exists (select 1 from ${packageGallery} where ${packageGallery.photoId} = ${id})
        and not exists (select 1 from ${guides} where ${guides.photoId} = ${id})`,
    )
    .returning({ variants: photos.variants });
  return row?.variants ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
