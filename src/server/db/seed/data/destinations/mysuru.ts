import type { SeedDestination } from "@/server/db/seed/types";

export const mysuru: SeedDestination = {
  srNo: 30,
  slug: "mysuru",
  name: "Mysuru",
  state: "Karnataka",
  region: "South India",
  description:
    "Mysuru was the seat of the Wodeyar kings of Mysore, and their palace is the city's landmark. The present Amba Vilas Palace was built between 1897 and 1912 to an Indo-Saracenic design by Henry Irwin after the older wooden palace burned down, and it glows with nearly a hundred thousand bulbs on Sunday evenings and during the ten-day Dasara festival. Chamundi Hill rises above the city with the Chamundeshwari temple and a giant seventeenth-century Nandi carved from a single rock. Nearby stand Tipu Sultan's island capital of Srirangapatna on the Kaveri and the thirteenth-century Hoysala temple at Somanathapura, part of a UNESCO World Heritage Site since 2023. The city is also known for silk, sandalwood, jasmine and the sweet called Mysore pak.",
  bestSeason: "October to March",
  interests: ["historical", "cultural", "food"],
  avgPrice: 16000,
  rating: 4.6,
  difficulty: "Easy",
  featured: false,
  scene: "palace",
  imageAlt: "Illustration of the Mysore Palace lit up with thousands of bulbs at night",
  package: {
    name: "Royal Mysuru & Srirangapatna Heritage Tour",
    description:
      "A four-day round trip from Bengaluru to the royal city of Mysuru, with a guide who brings the Wodeyar and Tipu Sultan stories to life. Highlights include the Mysore Palace and Chamundi Hill, Tipu's summer palace at Srirangapatna and the exquisitely carved Hoysala temple at Somanathapura. Time in Devaraja Market and a silk weaving unit gives you the city's living crafts too.",
    highlights: [
      "Guided tour of the Mysore Palace",
      "Daria Daulat Bagh, Tipu Sultan's summer palace",
      "Hoysala carvings of the Keshava temple at Somanathapura",
      "Chamundi Hill and its monolithic Nandi",
      "Evening at Brindavan Gardens",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Bengaluru to Mysuru via Srirangapatna",
        description:
          "Pick-up in Bengaluru and drive about two and a half hours to Srirangapatna, Tipu Sultan's fortified island on the Kaveri. Visit the Ranganathaswamy temple, the painted Daria Daulat Bagh summer palace and the Gumbaz mausoleum of Hyder Ali and Tipu Sultan. Continue thirty minutes to Mysuru and check in.",
        meals: ["Dinner"],
        stay: "Heritage-style hotel in central Mysuru",
      },
      {
        title: "Mysore Palace and Chamundi Hill",
        description:
          "Spend the morning inside the Mysore Palace, from the stained-glass Kalyana Mantapa to the Durbar Hall, then see the Raja Ravi Varma paintings at the Jaganmohan Palace art gallery. In the afternoon drive up Chamundi Hill to the Chamundeshwari temple and the great Nandi statue. End in the flower and spice stalls of Devaraja Market, and on a Sunday return to see the palace illuminated.",
        meals: ["Breakfast", "Dinner"],
        stay: "Heritage-style hotel in central Mysuru",
      },
      {
        title: "Somanathapura and Brindavan Gardens",
        description:
          "Drive about an hour to Somanathapura to see the star-shaped Keshava temple of 1268, whose walls carry hundreds of finely carved panels. Back in Mysuru, visit a silk weaving unit to watch Mysore silk being woven. In the evening drive to the Brindavan Gardens below the Krishna Raja Sagara dam for the illuminated terraces.",
        meals: ["Breakfast", "Dinner"],
        stay: "Heritage-style hotel in central Mysuru",
      },
      {
        title: "St Philomena's Church and return to Bengaluru",
        description:
          "Visit the neo-Gothic St Philomena's Church and pick up Mysore pak and sandalwood soap before driving back to Bengaluru, about three hours away.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Heritage-style hotel in central Mysuru",
        type: "Heritage hotel",
        location: "Central Mysuru, near the palace",
        nights: 3,
        description:
          "A hotel in a restored early twentieth-century mansion with period furniture and a verandah café, a short drive from the palace.",
      },
    ],
    costItems: [
      { label: "Accommodation (3 nights)", amount: 6300 },
      { label: "Private car Bengaluru to Mysuru and back", amount: 4200 },
      { label: "Guide services", amount: 1300 },
      { label: "Palace, monument and garden entry tickets", amount: 700 },
      { label: "Dinners", amount: 1050 },
    ],
    inclusions: [
      "Three nights' accommodation with breakfast",
      "Dinners on all three evenings",
      "Private air-conditioned car from and to Bengaluru",
      "English- or Kannada-speaking guide",
      "Entry tickets to the palace, Srirangapatna sites, Somanathapura and Brindavan Gardens",
      "Silk weaving unit visit",
    ],
    exclusions: [
      "Flights or trains to Bengaluru",
      "Lunches",
      "Camera fees",
      "Palace sound-and-light show",
      "Tips and personal expenses",
    ],
    gallery: [
      {
        caption: "Mysore Palace illuminated",
        alt: "Illustration of the domed Mysore Palace outlined in golden lights at night",
        scene: "palace",
      },
      {
        caption: "Keshava temple, Somanathapura",
        alt: "Illustration of a star-shaped Hoysala temple with three carved towers",
        scene: "temple",
      },
      {
        caption: "Gumbaz at Srirangapatna",
        alt: "Illustration of the white domed Gumbaz mausoleum among cypress trees",
        scene: "monument",
      },
    ],
    reviews: [
      {
        author: "Lakshmi Hegde",
        rating: 5,
        comment:
          "We timed the trip so our second evening was a Sunday and the palace lights were breathtaking. Somanathapura's carvings were even better than the palace for me.",
        date: "2024-10-13",
      },
      {
        author: "Mark Stevenson",
        rating: 4.5,
        comment:
          "Our guide's stories about Tipu Sultan at Srirangapatna made the Daria Daulat Bagh murals come alive. Devaraja Market was colourful and chaotic in the best way.",
        date: "2025-02-23",
      },
      {
        author: "Nandini Gowda",
        rating: 4,
        comment:
          "Good hotel and a smooth expressway drive from Bengaluru. Brindavan Gardens was crowded on a weekend evening, but the silk weaving visit was a nice surprise.",
        date: "2026-01-18",
      },
    ],
    imageAlt: "Illustration of the Mysore Palace facade with its central dome and gardens",
  },
};
