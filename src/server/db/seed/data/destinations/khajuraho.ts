import type { SeedDestination } from "@/server/db/seed/types";

export const khajuraho: SeedDestination = {
  srNo: 15,
  slug: "khajuraho",
  name: "Khajuraho",
  state: "Madhya Pradesh",
  region: "Central India",
  description:
    "Khajuraho in Madhya Pradesh is famous for the temples built by the Chandela rulers between roughly 950 and 1050 CE. Of the 85 or so temples that once stood here about 25 survive, in Western, Eastern and Southern groups, and together they were listed as a UNESCO World Heritage Site in 1986. Their sandstone walls are covered with finely carved gods, dancers, musicians, warriors and lovers, and the Kandariya Mahadeva Temple is the largest and most elaborate of all. The Jain temples of the Eastern group, led by the Parshvanatha Temple, show the same mastery of stone. Panna Tiger Reserve and the multicoloured rock canyon of Raneh Falls lie within an hour's drive.",
  bestSeason: "October to March",
  interests: ["historical", "cultural", "spiritual"],
  avgPrice: 26000,
  rating: 4.5,
  difficulty: "Easy",
  featured: false,
  scene: "temple",
  imageAlt:
    "Illustration of the carved sandstone spires of the Kandariya Mahadeva Temple at golden hour",
  package: {
    name: "Khajuraho Temples & Panna Tiger Safari",
    description:
      "A four-day journey through the finest surviving Chandela temples with an archaeology-trained guide, followed by a morning in the teak forests of Panna Tiger Reserve. The pace is gentle, with long afternoons to rest and an evening light and sound show on the temple lawns. The Panna safari runs from October to June, when the core zone is open.",
    highlights: [
      "Guided morning among the Western Group temples",
      "Jain and Hindu temples of the Eastern and Southern Groups",
      "Morning jeep safari in Panna Tiger Reserve",
      "The red and grey granite canyon at Raneh Falls",
      "Light and sound show at the Western Group",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival and the light and sound show",
        description:
          "Arrive at Khajuraho airport or railway station and transfer to your hotel. Take an easy first walk to the Matangeshwar Temple, the one shrine beside the Western Group still in daily worship, then watch the evening light and sound show on the temple lawns.",
        meals: ["Dinner"],
        stay: "Khajuraho",
      },
      {
        title: "Western, Eastern and Southern Groups",
        description:
          "Spend the morning with your guide in the Western Group, studying the Lakshmana, Kandariya Mahadeva, Devi Jagadambi, Chitragupta and Vishvanatha temples. After lunch drive to the Eastern Group to see the Jain Parshvanatha, Adinatha and Shantinatha temples and the Hindu Vamana and Javari temples. Finish at the Duladeo and Chaturbhuj temples of the Southern Group, where the setting sun lights the tall image of Vishnu.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Khajuraho",
      },
      {
        title: "Panna Tiger Reserve and Raneh Falls",
        description:
          "Drive before dawn to the Madla gate of Panna Tiger Reserve, about 25 kilometres away, for a morning jeep safari through teak forest and plateau grassland above the Ken River, where tigers were successfully reintroduced after 2009. After lunch visit Raneh Falls, where the Ken has cut a deep canyon through crystalline rock in shades of red, pink and grey, and look out for gharials in the river below.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Khajuraho",
      },
      {
        title: "Archaeological museum and departure",
        description:
          "Visit the Archaeological Museum opposite the Western Group, which houses sculptures recovered from ruined temples, and browse the craft stalls before your transfer for departure.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Heritage-style hotel near the Western Group",
        type: "Heritage-style hotel",
        location: "Khajuraho town, near the Western Group of temples",
        nights: 3,
        description:
          "A low-rise hotel with sandstone detailing and a garden pool, a short walk from the Western Group and the evening show.",
      },
    ],
    costItems: [
      { label: "Accommodation, 3 nights on twin sharing", amount: 10500 },
      { label: "Car for transfers and excursions", amount: 3800 },
      { label: "Archaeology-trained guide for two days", amount: 1800 },
      { label: "Temple entry tickets and light and sound show", amount: 900 },
      { label: "Panna jeep safari with park permit", amount: 3200 },
      { label: "Meals as listed in the itinerary", amount: 1900 },
    ],
    inclusions: [
      "3 nights in a heritage-style hotel on twin sharing",
      "Daily breakfast, plus lunches and dinners as listed",
      "Airport or station transfers and a car for all excursions",
      "Archaeology-trained guide for the temple groups",
      "Entry tickets for the temples, museum and light and sound show",
      "Shared jeep and permit for one morning safari in Panna",
    ],
    exclusions: [
      "Flights or train tickets to Khajuraho",
      "Video camera fees at the temples",
      "Extra safaris and private jeep supplements",
      "Tips for safari drivers and guides",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "Kandariya Mahadeva Temple",
        alt: "Illustration of the rising spires of the Kandariya Mahadeva Temple on its high platform",
        scene: "temple",
      },
      {
        caption: "The canyon at Raneh Falls",
        alt: "Illustration of the Ken River flowing through a canyon of red and grey rock at Raneh Falls",
        scene: "river",
      },
      {
        caption: "A tiger in Panna's teak forest",
        alt: "Illustration of a tiger walking along a dry stream bed in Panna Tiger Reserve",
        scene: "wildlife",
      },
    ],
    reviews: [
      {
        author: "Rohan Deshpande",
        rating: 5,
        comment:
          "Our guide read the Kandariya Mahadeva walls panel by panel, so the carvings finally made sense. The Chaturbhuj Temple at sunset was peaceful and almost empty.",
        date: "2025-10-27",
      },
      {
        author: "Hannah Schmidt",
        rating: 4.5,
        comment:
          "Beautiful temples and an easy pace. We saw a tigress on the Panna safari, and the Raneh Falls canyon was far more dramatic than the photos.",
        date: "2024-02-11",
      },
      {
        author: "Sanjay Kulkarni",
        rating: 4,
        comment:
          "The Western Group morning and the light and sound show were excellent. The Eastern Group felt rushed after a long lunch, so start the afternoon earlier.",
        date: "2026-01-19",
      },
    ],
    imageAlt: "Illustration of the Western Group temples of Khajuraho rising above green lawns",
  },
};
