import type { SeedDestination } from "@/server/db/seed/types";
import { agra } from "./destinations/agra";
import { ajantaEllora } from "./destinations/ajanta-ellora";
import { alleppey } from "./destinations/alleppey";
import { amritsar } from "./destinations/amritsar";
import { andaman } from "./destinations/andaman";
import { bandhavgarh } from "./destinations/bandhavgarh";
import { bengaluru } from "./destinations/bengaluru";
import { coorg } from "./destinations/coorg";
import { delhi } from "./destinations/delhi";
import { dharamshala } from "./destinations/dharamshala";
import { diu } from "./destinations/diu";
import { gir } from "./destinations/gir";
import { goa } from "./destinations/goa";
import { gwalior } from "./destinations/gwalior";
import { hampi } from "./destinations/hampi";
import { hyderabad } from "./destinations/hyderabad";
import { jaipur } from "./destinations/jaipur";
import { jaisalmer } from "./destinations/jaisalmer";
import { jimCorbett } from "./destinations/jim-corbett";
import { jodhpur } from "./destinations/jodhpur";
import { kanha } from "./destinations/kanha";
import { kashmir } from "./destinations/kashmir";
import { khajuraho } from "./destinations/khajuraho";
import { kochi } from "./destinations/kochi";
import { ladakh } from "./destinations/ladakh";
import { lakshadweep } from "./destinations/lakshadweep";
import { madurai } from "./destinations/madurai";
import { mahabalipuram } from "./destinations/mahabalipuram";
import { majuli } from "./destinations/majuli";
import { manali } from "./destinations/manali";
import { mumbai } from "./destinations/mumbai";
import { munnar } from "./destinations/munnar";
import { mysuru } from "./destinations/mysuru";
import { neilIsland } from "./destinations/neil-island";
import { ooty } from "./destinations/ooty";
import { orchha } from "./destinations/orchha";
import { pachmarhi } from "./destinations/pachmarhi";
import { puducherry } from "./destinations/puducherry";
import { rannOfKutch } from "./destinations/rann-of-kutch";
import { ranthambore } from "./destinations/ranthambore";
import { rishikesh } from "./destinations/rishikesh";
import { sanchi } from "./destinations/sanchi";
import { shimla } from "./destinations/shimla";
import { udaipur } from "./destinations/udaipur";
import { varanasi } from "./destinations/varanasi";

export { seedGuides } from "./guides";

/** In sr_no order: sr_no 1 to 4 are Agra, Delhi, Goa and Ladakh (decisions.md). */
export const seedDestinations: SeedDestination[] = [
  agra,
  delhi,
  goa,
  ladakh,
  jaipur,
  varanasi,
  kashmir,
  andaman,
  udaipur,
  rishikesh,
  jodhpur,
  mumbai,
  hampi,
  bengaluru,
  khajuraho,
  puducherry,
  amritsar,
  manali,
  shimla,
  dharamshala,
  jimCorbett,
  jaisalmer,
  ranthambore,
  rannOfKutch,
  ajantaEllora,
  gir,
  alleppey,
  munnar,
  kochi,
  mysuru,
  madurai,
  coorg,
  ooty,
  hyderabad,
  mahabalipuram,
  lakshadweep,
  diu,
  majuli,
  neilIsland,
  kanha,
  bandhavgarh,
  orchha,
  gwalior,
  pachmarhi,
  sanchi,
];
