import type { SeedDestination } from "@/server/db/seed/types";

export const mahabalipuram: SeedDestination = {
  srNo: 35,
  slug: "mahabalipuram",
  name: "Mahabalipuram",
  state: "Tamil Nadu",
  region: "South India",
  description:
    "Mahabalipuram, also called Mamallapuram, was a busy port of the Pallava kings on the Coromandel Coast south of Chennai. Between the seventh and eighth centuries its sculptors carved cave shrines, monolithic chariot temples and huge open-air reliefs from the granite outcrops, and the group became a UNESCO World Heritage Site in 1984. The Shore Temple, built in the early eighth century, stands right on the beach, while the Pancha Rathas are five shrines carved in place out of the living granite rather than built. The great relief known as Arjuna's Penance or the Descent of the Ganga covers two boulders with gods, people and life-size elephants. Stone carving is still the town's living craft, and a dance festival is held against the monuments each winter.",
  bestSeason: "November to February",
  interests: ["historical", "cultural", "beach"],
  avgPrice: 12000,
  rating: 4.5,
  difficulty: "Easy",
  featured: false,
  scene: "temple",
  imageAlt: "Illustration of the Shore Temple of Mahabalipuram beside the sea at sunset",
  package: {
    name: "Pallava Shore Temples & Kanchipuram Heritage Tour",
    description:
      "Four days on the Coromandel Coast exploring the Pallava monuments of Mahabalipuram with a specialist guide, with a beach resort as your base. A day trip to Kanchipuram adds the great Pallava and later temples of the old capital and its famous silk looms. The route from Chennai passes Dakshinachitra, a living museum of South Indian homes and crafts.",
    highlights: [
      "Shore Temple at sunset",
      "Arjuna's Penance and the Pancha Rathas",
      "Working stone carvers' studios",
      "Kailasanathar temple and silk weavers in Kanchipuram",
      "Dakshinachitra heritage museum",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Chennai to Mahabalipuram",
        description:
          "Arrive at Chennai airport and drive south along the East Coast Road. Stop at Dakshinachitra at Muttukadu to walk through reassembled traditional homes from the four southern states, then continue to Mahabalipuram, about an hour and a half from the airport in all. Watch the sun set over the Shore Temple.",
        meals: ["Dinner"],
        stay: "Beach resort in Mahabalipuram",
      },
      {
        title: "Pallava monuments",
        description:
          "Spend the morning with the guide at Arjuna's Penance, Krishna's Butter Ball, the Varaha and Mahishasuramardini cave temples and the Olakkanesvara temple beside the lighthouse. After lunch see the Pancha Rathas, five shrines carved in place out of the living granite with elephant and lion sculptures beside them. In the late afternoon visit the stone carvers' workshops along the town's streets.",
        meals: ["Breakfast", "Dinner"],
        stay: "Beach resort in Mahabalipuram",
      },
      {
        title: "Kanchipuram day trip",
        description:
          "Drive about an hour and a half inland to Kanchipuram, the Pallava capital. Visit the sandstone Kailasanathar temple built in the early eighth century, the Ekambareswarar temple with its sacred mango tree and the Kamakshi Amman temple. Watch silk saris being woven on handlooms before a South Indian lunch and the drive back to the coast.",
        meals: ["Breakfast", "Lunch"],
        stay: "Beach resort in Mahabalipuram",
      },
      {
        title: "Tiger Cave and departure",
        description:
          "Visit the Tiger Cave at Saluvankuppam, a rock-cut shrine framed by carved tiger heads a few kilometres north of town. Drive back to Chennai airport, about an hour and a half away.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Beach resort in Mahabalipuram",
        type: "Beach resort",
        location: "Beachfront, north of the Shore Temple",
        nights: 3,
        description:
          "Sea-facing cottages in a coconut grove with a pool, a short drive from the monuments.",
      },
    ],
    costItems: [
      { label: "Accommodation (3 nights)", amount: 5400 },
      { label: "Private car from Chennai and Kanchipuram day trip", amount: 2500 },
      { label: "Specialist heritage guide", amount: 1100 },
      { label: "Monument and museum entry fees", amount: 450 },
      { label: "Dinners and Kanchipuram lunch", amount: 700 },
    ],
    inclusions: [
      "Three nights at a beach resort with breakfast",
      "Two dinners and lunch in Kanchipuram",
      "Private air-conditioned car for transfers and sightseeing",
      "Specialist guide in Mahabalipuram and Kanchipuram",
      "Entry fees for the Shore Temple, Pancha Rathas and Dakshinachitra",
      "Visit to stone carvers' and silk weavers' workshops",
    ],
    exclusions: [
      "Flights to Chennai",
      "Dinner on day 3 and other lunches",
      "Camera fees",
      "Silk and sculpture purchases",
      "Tips and personal expenses",
    ],
    gallery: [
      {
        caption: "The Shore Temple",
        alt: "Illustration of a twin-towered granite temple standing on a beach",
        scene: "temple",
      },
      {
        caption: "Arjuna's Penance",
        alt: "Illustration of a huge rock relief crowded with carved gods, people and elephants",
        scene: "monument",
      },
      {
        caption: "The Coromandel coast",
        alt: "Illustration of fishing boats drawn up on a golden beach at sunrise",
        scene: "beach",
      },
    ],
    reviews: [
      {
        author: "Divya Raman",
        rating: 5,
        comment:
          "Our guide pointed out the meditating cat in Arjuna's Penance that we would never have spotted. The Shore Temple at sunset was magical.",
        date: "2025-02-15",
      },
      {
        author: "Charlotte Dubois",
        rating: 4.5,
        comment:
          "The Pancha Rathas and the carvers' studios were the highlights. Kanchipuram's Kailasanathar temple was calm and beautiful, though the drive was hot in the afternoon.",
        date: "2024-01-20",
      },
      {
        author: "Rahul Menon",
        rating: 4,
        comment:
          "The beach resort was relaxing and the Dakshinachitra stop broke the drive from Chennai nicely. Tiger Cave on the last morning was a quick but worthwhile visit.",
        date: "2025-12-13",
      },
    ],
    imageAlt:
      "Illustration of the Pancha Rathas carved from granite with a stone elephant beside them",
  },
};
