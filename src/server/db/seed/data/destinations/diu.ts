import type { SeedDestination } from "@/server/db/seed/types";

export const diu: SeedDestination = {
  srNo: 37,
  slug: "diu",
  name: "Diu",
  state: "Dadra and Nagar Haveli and Daman and Diu",
  region: "Islands",
  description:
    "Diu is a small island off the southern tip of Gujarat's Saurashtra peninsula, joined to the mainland by bridges, and was held by the Portuguese from the 16th century until it became part of India in December 1961. Its massive sea fort, begun by the Portuguese in 1535, still guards the channel with cannon-lined ramparts and a lighthouse, while the small Panikota fortress rises from the water opposite. The old town keeps whitewashed churches such as the Baroque St Paul's Church, the carved Zampa gateway and lanes of brightly painted houses. Beyond it lie the sheltered crescent of Nagoa Beach, the quarry-cut Naida Caves and the seaside Gangeshwar temple, where the tide washes over five Shiva lingas.",
  bestSeason: "October to March",
  interests: ["historical", "beach", "food", "cultural"],
  avgPrice: 18500,
  rating: 4.4,
  difficulty: "Easy",
  featured: false,
  scene: "fort",
  imageAlt: "Illustration of the Portuguese sea fort at Diu with waves breaking below its ramparts",
  package: {
    name: "Diu Portuguese Forts & Coast Trail",
    description:
      "A relaxed four-day stay on Diu that mixes Portuguese forts and churches with beach time and fresh seafood. A local guide walks you through the fort and old town, and a day on the southern coast takes in Gangeshwar temple, the INS Khukri memorial and sunset at Chakratirth. The tour starts at Diu airport or at Veraval railway station, about two hours away by road.",
    highlights: [
      "Guided walk through Diu Fort and up to its lighthouse",
      "St Paul's Church and the St Thomas Church museum",
      "Wave-washed lingas at Gangeshwar temple",
      "Sunset at Chakratirth Beach beside the INS Khukri memorial",
      "Seafood dinner in the old town",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrive in Diu",
        description:
          "Pick-up at Diu airport or at Veraval railway station, about two hours' drive away. Check in near Nagoa Beach and spend the evening on its sheltered, palm-lined crescent of sand.",
        meals: ["Dinner"],
        stay: "Beach hotel, Nagoa",
      },
      {
        title: "Diu Fort and the old town",
        description:
          "Morning guided visit to Diu Fort, with its moat, cannon-lined ramparts and lighthouse looking out to the Panikota sea fort. After lunch walk the old town: St Paul's Church with its carved wooden altar, the former St Thomas Church now used as a museum of saints' statues, and the lanes around the Zampa gateway. End with a seafood dinner in town.",
        meals: ["Breakfast", "Dinner"],
        stay: "Beach hotel, Nagoa",
      },
      {
        title: "Caves, temples and the southern coast",
        description:
          "Explore the Naida Caves, a maze of chambers left by Portuguese stone quarrying and lit by shafts of sunlight. Drive to Gangeshwar temple at Fudam, where the sea covers five Shiva lingas at high tide, then to the INS Khukri memorial on the Chakratirth headland and stay on for sunset at the beach below.",
        meals: ["Breakfast"],
        stay: "Beach hotel, Nagoa",
      },
      {
        title: "Ghoghla Beach and departure",
        description:
          "A last morning swim at Ghoghla Beach on the mainland side of the creek, then transfer to Diu airport or Veraval station.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Sea-facing hotel near Nagoa Beach",
        type: "Beach hotel",
        location: "Nagoa, Diu",
        nights: 3,
        description:
          "Mid-range hotel with air-conditioned rooms and a pool, a short walk from the sand; breakfast is served on a garden terrace.",
      },
    ],
    costItems: [
      { label: "Accommodation, 3 nights on twin sharing", amount: 7200 },
      { label: "Transfers and sightseeing by private car", amount: 3800 },
      { label: "Local guide for the fort and old town", amount: 1800 },
      { label: "Monument and museum tickets", amount: 600 },
      { label: "Meals", amount: 2200 },
    ],
    inclusions: [
      "Three nights at a beach hotel near Nagoa on twin sharing",
      "Daily breakfast and two dinners",
      "Pick-up and drop at Diu airport or Veraval station",
      "Private air-conditioned car for all sightseeing",
      "English- or Hindi-speaking local guide for the fort and old town",
      "Entry tickets to the fort and the church museum",
    ],
    exclusions: [
      "Flights or trains to Diu or Veraval",
      "Lunches and drinks",
      "Water sports at Nagoa Beach",
      "Personal expenses and tips",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "Ramparts of Diu Fort",
        alt: "Illustration of Diu Fort's stone ramparts and lighthouse above the sea",
        scene: "fort",
      },
      {
        caption: "Nagoa Beach",
        alt: "Illustration of the curved sandy bay at Nagoa lined with palms",
        scene: "beach",
      },
      {
        caption: "Gangeshwar temple at high tide",
        alt: "Illustration of waves washing over stone lingas at a seaside shrine",
        scene: "temple",
      },
    ],
    reviews: [
      {
        author: "Hetal Shah",
        rating: 4.5,
        comment:
          "Our guide made the fort come alive, pointing out the old cannons and the view to Panikota from the lighthouse. Gangeshwar at high tide was a beautiful surprise.",
        date: "2025-01-18",
      },
      {
        author: "Marco Ferreira",
        rating: 5,
        comment:
          "With Portuguese roots in my family, seeing St Paul's Church and the Zampa gateway was moving. Fresh pomfret every night and a quiet hotel near Nagoa.",
        date: "2024-11-27",
      },
      {
        author: "Ankit Verma",
        rating: 3.5,
        comment:
          "Pleasant trip, but the Naida Caves were crowded on a Sunday and the drive from Veraval took longer than promised. The Chakratirth sunset was lovely though.",
        date: "2025-12-28",
      },
      {
        author: "Priya Raghavan",
        rating: 4.5,
        comment:
          "A gentle, unhurried break. The church museum in St Thomas was fascinating, and the morning at Ghoghla Beach was a perfect send-off.",
        date: "2026-02-06",
      },
    ],
    imageAlt: "Illustration of Diu's whitewashed St Paul's Church beside the old town lanes",
  },
};
