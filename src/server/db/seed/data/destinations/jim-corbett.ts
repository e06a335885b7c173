import type { SeedDestination } from "@/server/db/seed/types";

export const jimCorbett: SeedDestination = {
  srNo: 21,
  slug: "jim-corbett",
  name: "Jim Corbett National Park",
  state: "Uttarakhand",
  region: "North India",
  description:
    "Jim Corbett National Park, in the Himalayan foothills of Uttarakhand, was established in 1936 as Hailey National Park, making it the oldest national park in India. It was later renamed after Jim Corbett, the hunter turned conservationist who wrote about these forests, and in 1973 it was where Project Tiger was launched. Sal forests, grasslands and the Ramganga River support one of the highest tiger densities in India as well as Asian elephants, leopards, gharials and hundreds of bird species. Safaris run in zones such as Bijrani, Jhirna, Dhela and Dhikala, with permits booked in advance online. The core zones close for the monsoon, Bijrani from July to mid-October and Dhikala from mid-June to mid-November, while Jhirna and Dhela stay open for much of the year.",
  bestSeason: "November to June",
  interests: ["wildlife", "nature", "adventure"],
  avgPrice: 29500,
  rating: 4.5,
  difficulty: "Easy",
  featured: false,
  scene: "wildlife",
  imageAlt: "Illustration of a tiger crossing a sal forest track in Jim Corbett National Park",
  package: {
    name: "Corbett Tiger Trails Jungle Safari",
    description:
      "Three nights at a riverside jungle resort near Ramnagar with three jeep safaris in different zones of India's oldest national park. A naturalist accompanies you on safari and on birding walks along the Kosi River, and a visit to Jim Corbett's old home at Kaladhungi adds the human story. Zones are allotted by the forest department and depend on the season.",
    highlights: [
      "Three jeep safaris in Bijrani, Jhirna and Dhela",
      "Birdwatching walks along the Kosi River with a naturalist",
      "Garjiya Devi Temple on a rock in the Kosi",
      "Jim Corbett's home and museum at Kaladhungi",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Delhi to Ramnagar",
        description:
          "Drive about 260 kilometres from Delhi to Ramnagar, the gateway town of the park, a journey of six to seven hours, or arrive by train at Ramnagar station. After check-in, visit the Garjiya Devi Temple perched on a rock in the Kosi River.",
        meals: ["Lunch", "Dinner"],
        stay: "Ramnagar",
      },
      {
        title: "Bijrani and Jhirna safaris",
        description:
          "Set out at dawn on a jeep safari in the Bijrani zone, known for its grasslands and good chances of tiger and elephant sightings. Rest through the middle of the day, then return for an afternoon safari in the Jhirna zone. When Bijrani is closed in the monsoon, the morning safari moves to Jhirna or Dhela.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Ramnagar",
      },
      {
        title: "Dhela safari and Kaladhungi",
        description:
          "Take a morning safari in the Dhela zone, then drive to Kaladhungi to visit Jim Corbett's former winter home, now a small museum, and the nearby Corbett Falls. Spend the evening on a birdwatching walk along the Kosi with your naturalist.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Ramnagar",
      },
      {
        title: "Departure",
        description:
          "Join an optional early bird walk around the resort, then have breakfast and drive back to Delhi or catch your train from Ramnagar.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Jungle resort on the Kosi River",
        type: "Jungle resort",
        location: "Dhikuli, Ramnagar",
        nights: 3,
        description:
          "Cottages in a shaded riverside garden close to the Bijrani gate, with bonfire evenings and bird feeders.",
      },
    ],
    costItems: [
      { label: "Accommodation, 3 nights on twin sharing", amount: 12000 },
      { label: "Car from Delhi to Ramnagar and back", amount: 5200 },
      { label: "Three jeep safaris with park permits", amount: 4800 },
      { label: "Naturalist for safaris and bird walks", amount: 1400 },
      { label: "Meals, full board at the resort", amount: 1600 },
    ],
    inclusions: [
      "3 nights in a riverside jungle resort on twin sharing",
      "All meals from lunch on day 1 to breakfast on day 4",
      "Car from Delhi to Ramnagar and back",
      "Three shared jeep safaris with park permits",
      "Naturalist on safaris and bird walks",
      "Entry to the Corbett Museum at Kaladhungi",
    ],
    exclusions: [
      "Dhikala canter safari and forest rest house stays",
      "Supplement for foreign nationals' park permits",
      "Fees for professional camera equipment",
      "Tips for drivers and naturalists",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "Tiger in the grassland",
        alt: "Illustration of a tiger in tall golden grass in Corbett's Bijrani zone",
        scene: "wildlife",
      },
      {
        caption: "The Ramganga River",
        alt: "Illustration of the Ramganga River winding through forested hills",
        scene: "river",
      },
      {
        caption: "Sal forest",
        alt: "Illustration of elephants walking among tall sal trees in morning light",
        scene: "forest",
      },
    ],
    reviews: [
      {
        author: "Aakash Negi",
        rating: 5,
        comment:
          "We saw a tiger crossing the track in Bijrani on the first morning. The naturalist's bird walk along the Kosi was a surprise highlight.",
        date: "2025-03-16",
      },
      {
        author: "Charlotte Evans",
        rating: 4,
        comment:
          "No tiger for us, but elephants in Dhela and a leopard in Jhirna made up for it. The Kaladhungi museum was small but charming.",
        date: "2024-12-08",
      },
      {
        author: "Pooja Agarwal",
        rating: 4.5,
        comment:
          "Well organised permits and a comfortable resort by the river. The drive from Delhi was long, so the train would be better next time.",
        date: "2026-04-26",
      },
    ],
    imageAlt: "Illustration of a safari jeep on a forest track in Jim Corbett National Park",
  },
};
