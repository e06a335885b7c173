import type { SeedDestination } from "@/server/db/seed/types";

export const puducherry: SeedDestination = {
  srNo: 16,
  slug: "puducherry",
  name: "Puducherry",
  state: "Puducherry",
  region: "South India",
  description:
    "Puducherry, a union territory on the Coromandel Coast, was the chief settlement of French India from the late 17th century until it was handed over to India in 1954. Its seaside White Town still has mustard and white colonial villas, bougainvillea-lined streets and a long promenade along the Bay of Bengal, while the Tamil Quarter keeps its verandah houses and temples. The Sri Aurobindo Ashram, founded in 1926, and the international township of Auroville just to the north draw visitors in search of quiet and reflection. Franco-Tamil cooking, bakeries and cafés make it a relaxed food destination. Paradise Beach and Serenity Beach offer swimming and beginner surfing.",
  bestSeason: "December to March",
  interests: ["beach", "cultural", "food", "spiritual"],
  avgPrice: 19500,
  rating: 4.4,
  difficulty: "Easy",
  featured: false,
  scene: "beach",
  imageAlt:
    "Illustration of Puducherry's Promenade Beach with colonial buildings and the old lighthouse",
  package: {
    name: "Puducherry French Quarter & Auroville Escape",
    description:
      "Slow down on the Coromandel Coast with heritage walks through the French and Tamil quarters, a morning at Auroville and time on the beaches. The trip starts and ends in Chennai with a scenic drive down the East Coast Road. It suits couples and families who want culture, food and sea air without long days.",
    highlights: [
      "Guided heritage walk through White Town and the Tamil Quarter",
      "The golden Matrimandir at Auroville",
      "Backwater boat ride to Paradise Beach",
      "Beginner surf lesson at Serenity Beach",
      "Franco-Tamil dinner in the French Quarter",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Chennai to Puducherry along the coast",
        description:
          "Pick-up at Chennai airport for the drive of about three and a half hours down the East Coast Road, with stops for views of the Bay of Bengal. Check in to a heritage guesthouse in White Town and stroll along the Promenade, which is closed to traffic in the evening.",
        meals: ["Dinner"],
        stay: "White Town, Puducherry",
      },
      {
        title: "White Town and the Tamil Quarter",
        description:
          "Join an early heritage walk through the French Quarter past the French Consulate, the Notre Dame des Anges church and the old lighthouse, then cross the canal into the Tamil Quarter with its verandah houses. Visit the Sri Aurobindo Ashram, where visitors pay silent respects at the flower-covered samadhi, and the Manakula Vinayagar Temple. In the afternoon see the Gothic Basilica of the Sacred Heart of Jesus and end with a Franco-Tamil dinner.",
        meals: ["Breakfast", "Dinner"],
        stay: "White Town, Puducherry",
      },
      {
        title: "Auroville and Paradise Beach",
        description:
          "Drive about 12 kilometres north to Auroville, watch the introductory film at the Visitors Centre and walk to the viewing point for the golden Matrimandir; visits inside must be booked in advance. After lunch take the backwater boat from the Chunnambar boat house to Paradise Beach for a swim and a walk along its sandbar.",
        meals: ["Breakfast", "Lunch"],
        stay: "White Town, Puducherry",
      },
      {
        title: "Serenity Beach surf lesson and departure",
        description:
          "Take an early beginner surf lesson at Serenity Beach, north of town, while the sea is calmest, then return for breakfast and check out. Transfer back to Chennai airport along the coast.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Heritage guesthouse in White Town",
        type: "Heritage guesthouse",
        location: "White Town, Puducherry",
        nights: 3,
        description:
          "A restored French colonial villa with high ceilings, shuttered windows and a courtyard garden, two streets from the Promenade.",
      },
    ],
    costItems: [
      { label: "Accommodation, 3 nights on twin sharing", amount: 8700 },
      { label: "Chennai transfers and air-conditioned car", amount: 3600 },
      { label: "Guided heritage walk", amount: 800 },
      { label: "Boat to Paradise Beach and entry fees", amount: 700 },
      { label: "Beginner surf lesson with board hire", amount: 1500 },
      { label: "Meals as listed in the itinerary", amount: 1300 },
    ],
    inclusions: [
      "3 nights in a heritage guesthouse on twin sharing",
      "Daily breakfast, plus the meals listed",
      "Chennai airport transfers along the East Coast Road",
      "Air-conditioned car for Auroville and the beaches",
      "Guided heritage walk through White Town and the Tamil Quarter",
      "Boat ride to Paradise Beach",
      "Beginner surf lesson with board and instructor",
    ],
    exclusions: [
      "Flights to and from Chennai",
      "Matrimandir inner chamber booking",
      "Drinks and meals not listed",
      "Bicycle or scooter hire",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "The Promenade at sunrise",
        alt: "Illustration of the sun rising over the Bay of Bengal beside Puducherry's Promenade",
        scene: "beach",
      },
      {
        caption: "White Town streets",
        alt: "Illustration of a yellow colonial villa with bougainvillea on a quiet White Town street",
        scene: "city",
      },
      {
        caption: "The Matrimandir at Auroville",
        alt: "Illustration of the golden sphere of the Matrimandir surrounded by gardens",
        scene: "monument",
      },
    ],
    reviews: [
      {
        author: "Aditi Sharma",
        rating: 4.5,
        comment:
          "The heritage walk through White Town was the best introduction, and the guesthouse courtyard was a joy. Paradise Beach by boat felt like a proper escape.",
        date: "2025-01-12",
      },
      {
        author: "James O'Neill",
        rating: 4,
        comment:
          "Auroville's Visitors Centre and the Matrimandir viewing point were calm and interesting. The surf lesson at Serenity Beach was great fun even though I mostly fell off.",
        date: "2024-02-20",
      },
      {
        author: "Nandini Krishnan",
        rating: 5,
        comment:
          "Evenings on the car-free Promenade and the Franco-Tamil dinner were highlights. The East Coast Road drive from Chennai was scenic and smooth.",
        date: "2026-03-08",
      },
      {
        author: "Sophie Laurent",
        rating: 4.5,
        comment:
          "As a French visitor I loved finding Notre Dame des Anges and the old street names. The ashram was very peaceful.",
        date: "2025-12-21",
      },
    ],
    imageAlt:
      "Illustration of colonial villas and palm trees along Puducherry's seafront promenade",
  },
};
