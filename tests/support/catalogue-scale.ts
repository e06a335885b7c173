/** The bench's catalogue: 10,000 destinations, each with its package, beside the seeded 45. */
export const SCALE_DESTINATIONS = 10_000;
const FIRST_SR_NO = 100_000;

/**
 * Adds generated destinations whose names are built from real place-name parts (Rampur Fort,
 * Sonagarh Lake…), so a misspelt search has thousands of near neighbours to tell apart, and one
 * package per destination. Inserted by SQL on the bench's own PostgreSQL database.
 */
export async function seedCatalogueScale(
  run: (statement: string) => Promise<unknown>,
  count = SCALE_DESTINATIONS,
) {
  await run(
    `insert into destinations (sr_no, slug, name, state, region, description, best_season,
         interests, avg_price, rating, difficulty, featured, image, image_alt, alt_names)
       select $1::int + k, 'generated-' || k,
         (array['Ram','Shiv','Chandra','Sur','Ganga','Hari','Dev','Indra','Maha','Raj','Sona','Nil','Kesar','Moti','Hira','Jai','Lad','Var','Udai','Rishi'])[1 + k % 20]
           || (array['pur','garh','nagar','abad','kot','ganj','wadi','tal','kund','dham','puram','palli','mer','ner','dwar'])[1 + (k / 20) % 15]
           || ' ' || (array['Fort','Lake','Hills','Valley','Ghat','Bazaar','Caves','Sanctuary'])[1 + (k / 300) % 8],
         (array['Rajasthan','Kerala','Gujarat','Assam','Punjab','Odisha','Bihar','Karnataka'])[1 + k % 8],
         (array['North India','West India','South India','Islands','Central India'])[1 + k % 5],
         'A generated place for the bench: ' ||
           (array['old temples and a river ghat','forts above a desert town','tea gardens on misty hills',
                  'a lake with boat rides at dusk','caves with painted walls','a bazaar of spices and silk',
                  'a wildlife sanctuary with tigers','beaches and coconut groves'])[1 + k % 8] || '.',
         (array['October to March','November to February','March to June','Year-round'])[1 + k % 4],
         string_to_array((array['historical,cultural','nature,wildlife','beach,food',
                'adventure,nature','spiritual,cultural'])[1 + k % 5], ','),
         1000 * (5 + k % 90), 3 + (k % 20) / 10.0,
         (array['Easy','Moderate','Challenging'])[1 + k % 3], k % 97 = 0,
         '/images/destinations/agra.svg', 'A generated place', ''
       from generate_series(1, ${count}) k`.replaceAll("$1::int", String(FIRST_SR_NO)),
  );
  await run(
    `insert into packages (sr_no, destination_sr_no, slug, name, description, highlights,
         difficulty, duration_days, price, image, image_alt, inclusions, exclusions)
       select d.sr_no, d.sr_no, d.slug, d.name || ': A Week Away', d.description,
         array['Sights','Food','Walks'], d.difficulty, 5, d.avg_price, d.image, d.image_alt,
         array['Stay'], array['Flights']
       from destinations d where d.sr_no > ${FIRST_SR_NO}`,
  );
  await run("analyze destinations");
  await run("analyze packages");
}
