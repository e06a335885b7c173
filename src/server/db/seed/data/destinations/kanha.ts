import type { SeedDestination } from "@/server/db/seed/types";

export const kanha: SeedDestination = {
  srNo: 40,
  slug: "kanha",
  name: "Kanha National Park",
  state: "Madhya Pradesh",
  region: "Central India",
  description:
    "Kanha National Park spreads across the sal forests, bamboo thickets and grassy meadows of the Maikal hills in the Mandla and Balaghat districts of Madhya Pradesh. Declared a national park in 1955 and one of the first tiger reserves under Project Tiger in 1973, it is celebrated for saving the hard-ground barasingha, a swamp deer whose last wild population survived here, from the brink of extinction. Its open meadows, full of chital and barasingha, make it one of the best parks in India for seeing tigers, along with gaur, dhole, sloth bear and leopard. Safaris run in the Kanha, Kisli, Mukki and Sarhi core zones, which close every year from July to September for the monsoon.",
  bestSeason: "October to June",
  interests: ["wildlife", "nature"],
  avgPrice: 45000,
  rating: 4.8,
  difficulty: "Easy",
  featured: true,
  scene: "forest",
  imageAlt: "Illustration of a tiger crossing a misty meadow edged by sal trees in Kanha",
  package: {
    name: "Kanha Tiger & Barasingha Safari",
    description:
      "A five-day safari holiday with five jeep drives into Kanha's core zones, each with an experienced naturalist. Between drives you walk through a forest-edge village with a local Baiga or Gond host and rest at a lodge in the buffer zone. The trip runs from October to June, when the core zones are open, and ends with a boat ride through the Marble Rocks at Bhedaghat near Jabalpur.",
    highlights: [
      "Five jeep safaris across the Kanha, Kisli and Mukki zones",
      "Barasingha herds on the Kanha meadow",
      "Sunset over the hills from Bamni Dadar",
      "Village walk with a local Baiga or Gond host",
      "Boat ride between the Marble Rocks at Bhedaghat",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Jabalpur to Kanha",
        description:
          "Pick-up at Jabalpur airport or railway station for the drive of about four hours through Mandla district to the Khatia gate of Kanha. Check in to your jungle lodge and meet your naturalist for a briefing on the zones, the animals and safari etiquette.",
        meals: ["Lunch", "Dinner"],
        stay: "Jungle lodge near Khatia gate",
      },
      {
        title: "Kisli and the Kanha meadow",
        description:
          "Dawn safari in Kisli zone through tall sal forest, listening for the alarm calls of langur and chital. Rest through the midday heat, then take the afternoon safari in Kanha zone across the great meadow where barasingha graze, with a stop at the park museum and sunset from the Bamni Dadar plateau.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Jungle lodge near Khatia gate",
      },
      {
        title: "Mukki zone and a village walk",
        description:
          "Leave before dawn for the Mukki gate, about an hour's drive, for a morning safari among sal stands and bamboo that are good for gaur and sloth bear. In the afternoon walk through a village at the forest edge with a Baiga or Gond host, seeing farms, homes and the forest plants people use every day.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Jungle lodge near Khatia gate",
      },
      {
        title: "Kanha and Kisli again",
        description:
          "Morning safari in Kanha zone for another chance at tigers, dhole and the jungle owlets of the meadow edges, and an afternoon safari in Kisli zone. Spend the evening by the campfire going through the week's sightings with your naturalist.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Jungle lodge near Khatia gate",
      },
      {
        title: "Bhedaghat and departure",
        description:
          "Drive back towards Jabalpur and stop at Bhedaghat for a boat ride on the Narmada between white marble cliffs and a walk to the Dhuandhar falls. Drop at Jabalpur airport or station by mid-afternoon.",
        meals: ["Breakfast", "Lunch"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Jungle lodge in the Khatia buffer",
        type: "Jungle lodge",
        location: "Khatia, Kanha",
        nights: 4,
        description:
          "Brick-and-tile cottages in sal woodland a few minutes from the Khatia gate, with a dining hut, a campfire circle and a small natural history library.",
      },
    ],
    costItems: [
      { label: "Jungle lodge, 4 nights on twin sharing", amount: 16000 },
      { label: "Road transfers Jabalpur–Kanha–Jabalpur", amount: 6500 },
      { label: "Safari permits, jeep and park guide for 5 drives", amount: 9000 },
      { label: "Naturalist fees", amount: 2600 },
      { label: "Meals", amount: 3000 },
      { label: "Village walk and Bhedaghat boat ride", amount: 1000 },
    ],
    inclusions: [
      "Four nights in a jungle lodge on twin sharing",
      "All meals from lunch on day 1 to lunch on day 5",
      "Five shared jeep safaris with core-zone permits and park guides",
      "Resident naturalist on every safari",
      "Air-conditioned car from and to Jabalpur",
      "Guided village walk with a local host",
      "Boat ride at Bhedaghat",
    ],
    exclusions: [
      "Flights or trains to Jabalpur",
      "Extra or private safaris",
      "Camera fees for professional equipment",
      "Tips for drivers and park guides",
      "Travel insurance",
      "Drinks and personal expenses",
    ],
    gallery: [
      {
        caption: "Barasingha on the Kanha meadow",
        alt: "Illustration of a herd of barasingha stags grazing in golden grassland",
        scene: "wildlife",
      },
      {
        caption: "Sal forest at dawn",
        alt: "Illustration of morning mist drifting between tall sal trunks",
        scene: "forest",
      },
      {
        caption: "Marble Rocks at Bhedaghat",
        alt: "Illustration of a small boat on the Narmada between white marble cliffs",
        scene: "river",
      },
    ],
    reviews: [
      {
        author: "Arjun Nair",
        rating: 5,
        comment:
          "We saw a tigress with two cubs on the Kisli morning drive, and our naturalist knew every alarm call. The barasingha herd on the Kanha meadow was spectacular.",
        date: "2025-04-18",
      },
      {
        author: "Claire Dubois",
        rating: 5,
        comment:
          "Beautifully organised, from the Jabalpur pick-up to the boat at Bhedaghat. The village walk gave us a real sense of life at the forest edge.",
        date: "2024-02-22",
      },
      {
        author: "Vivek Choudhary",
        rating: 4.5,
        comment:
          "No tiger in Mukki, but we had gaur, a sloth bear and a pack of dhole. The lodge food was excellent and the naturalist's evening talks were a bonus.",
        date: "2025-12-07",
      },
      {
        author: "Sarah Thompson",
        rating: 4,
        comment:
          "A wonderful park, but be ready for freezing open-jeep starts in January. Bring gloves and layers; the sunset from Bamni Dadar was worth it.",
        date: "2026-01-24",
      },
    ],
    imageAlt: "Illustration of a safari jeep watching barasingha on Kanha's meadow at sunrise",
  },
};
