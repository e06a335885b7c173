import type { SeedDestination } from "@/server/db/seed/types";

export const bandhavgarh: SeedDestination = {
  srNo: 41,
  slug: "bandhavgarh",
  name: "Bandhavgarh National Park",
  state: "Madhya Pradesh",
  region: "Central India",
  description:
    "Bandhavgarh National Park lies in Umaria district of Madhya Pradesh, where rugged hills of the Vindhya range rise above sal forest, bamboo and grassy valleys. Once the hunting preserve of the Maharajas of Rewa, it became a national park in 1968 and a tiger reserve in 1993, and it has one of the highest densities of tigers in India. An ancient fort crowns its central plateau, and below the cliffs the reclining Vishnu of Shesh Shaiya, carved from rock around the 10th century, lies beside a spring. Safaris run in the Tala, Magadhi and Khitauli core zones from October to June, as the core closes during the monsoon.",
  bestSeason: "October to June",
  interests: ["wildlife", "nature", "historical"],
  avgPrice: 38000,
  rating: 4.7,
  difficulty: "Easy",
  featured: false,
  scene: "wildlife",
  imageAlt: "Illustration of a tiger resting below the sandstone cliffs of Bandhavgarh fort",
  package: {
    name: "Bandhavgarh Tiger Trail",
    description:
      "A compact four-day trip into some of India's densest tiger country, with four jeep safaris across the Tala, Magadhi and Khitauli zones. A naturalist rides with you on every drive and helps you read pugmarks and alarm calls. You stay at a comfortable lodge in Tala village, a few minutes from the park gate.",
    highlights: [
      "Four jeep safaris across three core zones",
      "The rock-carved reclining Vishnu at Shesh Shaiya",
      "Views of the ancient fort cliffs from the Tala tracks",
      "Birding walk along the Umrar river",
      "Resident naturalist on every drive",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Jabalpur to Bandhavgarh",
        description:
          "Pick-up at Jabalpur airport or station and drive about four and a half hours to Tala village at the edge of the park. Evening briefing with your naturalist over dinner.",
        meals: ["Lunch", "Dinner"],
        stay: "Wildlife lodge near Tala gate",
      },
      {
        title: "Tala and Magadhi",
        description:
          "Morning safari in Tala, the park's best-known zone, past the Chakradhara meadow to Shesh Shaiya, where a reclining Vishnu is carved from the rock beneath the fort cliffs. Afternoon safari in Magadhi zone, whose open grassland often gives good tiger sightings.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Wildlife lodge near Tala gate",
      },
      {
        title: "Khitauli and Tala",
        description:
          "Morning safari in Khitauli, a quieter zone rich in birds and deer herds. After lunch and a rest, return to Tala for an afternoon drive, when tigers often come down to waterholes.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Wildlife lodge near Tala gate",
      },
      {
        title: "Birding walk and departure",
        description:
          "Early birding walk along the Umrar river near Tala with your naturalist, then breakfast and the drive back to Jabalpur for onward travel.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Wildlife lodge near Tala gate",
        type: "Jungle lodge",
        location: "Tala, Bandhavgarh",
        nights: 3,
        description:
          "Cottages with verandas set in a mango and sal garden, a short drive from the Tala gate, with a pool for the hot afternoons of April and May.",
      },
    ],
    costItems: [
      { label: "Wildlife lodge, 3 nights on twin sharing", amount: 12000 },
      { label: "Road transfers Jabalpur–Tala–Jabalpur", amount: 6200 },
      { label: "Safari permits, jeep and park guide for 4 drives", amount: 8400 },
      { label: "Naturalist fees", amount: 2400 },
      { label: "Meals", amount: 2600 },
      { label: "Guided birding walk", amount: 600 },
    ],
    inclusions: [
      "Three nights in a wildlife lodge on twin sharing",
      "All meals from lunch on day 1 to breakfast on day 4",
      "Four shared jeep safaris with core-zone permits",
      "Park guide and resident naturalist on every drive",
      "Transfers from and to Jabalpur by air-conditioned car",
      "Guided birding walk along the Umrar river",
    ],
    exclusions: [
      "Flights or trains to Jabalpur",
      "Extra or private safaris",
      "Camera fees for professional equipment",
      "Tips and personal expenses",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "A tiger on the Tala track",
        alt: "Illustration of a tiger walking along a dusty forest track towards a jeep",
        scene: "wildlife",
      },
      {
        caption: "Fort cliffs above the forest",
        alt: "Illustration of the Bandhavgarh plateau and its fort walls above sal forest",
        scene: "fort",
      },
      {
        caption: "Shesh Shaiya",
        alt: "Illustration of a huge reclining Vishnu carved in rock beside a forest spring",
        scene: "ruins",
      },
    ],
    reviews: [
      {
        author: "Rohit Saxena",
        rating: 5,
        comment:
          "Three tigers in four drives, including a big male on the Tala road near Chakradhara. Our naturalist placed the jeep perfectly every time.",
        date: "2025-05-10",
      },
      {
        author: "Hannah Schmidt",
        rating: 4.5,
        comment:
          "The Shesh Shaiya statue under the cliffs was unexpected and atmospheric. The lodge was comfortable, though the midday May heat is intense.",
        date: "2024-05-02",
      },
      {
        author: "Meenakshi Iyer",
        rating: 4,
        comment:
          "Magadhi gave us a leopard and plenty of jackals. The drive from Jabalpur is long but it was well managed, with a good lunch stop.",
        date: "2025-11-29",
      },
    ],
    imageAlt: "Illustration of an open safari jeep below the Bandhavgarh fort cliffs",
  },
};
