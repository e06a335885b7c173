import type { SeedDestination } from "@/server/db/seed/types";

export const lakshadweep: SeedDestination = {
  srNo: 36,
  slug: "lakshadweep",
  name: "Lakshadweep",
  state: "Lakshadweep",
  region: "Islands",
  description:
    "Lakshadweep is India's smallest Union Territory, a scatter of 36 coral islands, atolls and reefs in the Arabian Sea roughly 200 to 440 km off the Kerala coast. Only about ten of the islands are inhabited, and their largely Malayalam-speaking communities live by tuna fishing and coconut farming, with Mahl spoken on far-off Minicoy. Shallow turquoise lagoons ringed by live coral make these some of the calmest waters in India for snorkelling, kayaking and a first scuba dive. Every visitor needs an entry permit from the Lakshadweep Administration, and foreign nationals may stay only on designated islands such as Agatti and Bangaram. Flights from Kochi land on the small airstrip at Agatti, and the seas are roughest in the south-west monsoon from June to September.",
  bestSeason: "October to May",
  interests: ["beach", "nature", "adventure"],
  avgPrice: 62000,
  rating: 4.7,
  difficulty: "Easy",
  featured: false,
  scene: "island",
  imageAlt: "Illustration of a palm-fringed Lakshadweep island ringed by a turquoise coral lagoon",
  package: {
    name: "Agatti & Bangaram Coral Lagoon Escape",
    description:
      "A five-day island break built around the lagoons of Agatti and the quiet resort island of Bangaram. We handle the Lakshadweep entry permit, the flights from Kochi and every boat transfer, so your days are free for snorkelling, kayaking and a first guided dive. Meals are simple island cooking with plenty of fresh tuna and coconut.",
    highlights: [
      "Snorkel over live coral at the edge of the Agatti lagoon",
      "Two nights on Bangaram, one of the quietest islands open to visitors",
      "Introductory scuba dive with a certified instructor",
      "Boat trip to neighbouring Thinnakara island",
      "Lakshadweep entry permit arranged for you",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Fly Kochi to Agatti",
        description:
          "Morning flight from Kochi to Agatti, about an hour and a half over the Arabian Sea. After the permit check at the airstrip, transfer to your beach cottage and spend the afternoon swimming in the lagoon, then watch the sunset from the western shore.",
        meals: ["Lunch", "Dinner"],
        stay: "Beach cottage, Agatti",
      },
      {
        title: "Agatti lagoon and village",
        description:
          "Guided snorkelling session along the reef edge, followed by a glass-bottom boat ride to look for turtles and reef fish. In the afternoon walk through Agatti village past coconut groves and coir makers to the harbour where the pole-and-line tuna boats land their catch.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Beach cottage, Agatti",
      },
      {
        title: "Boat to Bangaram",
        description:
          "Morning boat transfer to Bangaram, roughly one and a half hours across open water and the lagoon. Settle into your hut under the palms, then kayak across the lagoon and snorkel straight off the beach in the afternoon.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Beach hut, Bangaram",
      },
      {
        title: "Introductory dive and Thinnakara",
        description:
          "Morning introductory scuba dive with a certified instructor in the sheltered Bangaram lagoon; no previous experience is needed. After lunch take a short boat ride to neighbouring Thinnakara for a swim and a walk around the island, returning for dinner on the beach.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Beach hut, Bangaram",
      },
      {
        title: "Return to Kochi",
        description:
          "Early boat back to Agatti and the midday flight to Kochi, where the tour ends on arrival.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Lagoon-side beach cottages",
        type: "Beach cottage",
        location: "Agatti Island",
        nights: 2,
        description:
          "Simple air-conditioned cottages a few steps from the lagoon, with attached bathrooms and a shared dining hall serving island food.",
      },
      {
        name: "Palm-shaded beach huts",
        type: "Eco beach resort",
        location: "Bangaram Island",
        nights: 2,
        description:
          "Low-key huts on the sand with fans, mosquito nets and solar hot water; the island has no village, so evenings are quiet and starlit.",
      },
    ],
    costItems: [
      { label: "Accommodation, 4 nights on twin sharing", amount: 22000 },
      { label: "Return flights Kochi–Agatti", amount: 14000 },
      { label: "Inter-island boat transfers", amount: 4500 },
      { label: "Entry permit and island fees", amount: 1500 },
      { label: "Snorkelling, kayaking and introductory dive", amount: 7000 },
      { label: "Meals", amount: 3500 },
    ],
    inclusions: [
      "Return economy flights Kochi–Agatti",
      "Lakshadweep entry permit processing",
      "Four nights in beach cottages and huts on twin sharing",
      "All meals from lunch on day 1 to breakfast on day 5",
      "Boat transfers Agatti–Bangaram–Agatti and the Thinnakara trip",
      "Snorkelling gear, kayaks and one introductory dive with an instructor",
      "Glass-bottom boat ride in the Agatti lagoon",
    ],
    exclusions: [
      "Travel to and from Kochi",
      "Police clearance certificate and identity documents needed for the permit",
      "Additional dives and certification courses",
      "Personal expenses, tips and laundry",
      "Travel insurance",
      "Extra costs when flights or boats are cancelled for weather",
    ],
    gallery: [
      {
        caption: "The Agatti lagoon at low tide",
        alt: "Illustration of a wooden boat resting in the shallow turquoise lagoon at Agatti",
        scene: "beach",
      },
      {
        caption: "Bangaram from the water",
        alt: "Illustration of Bangaram island's palms and white sand seen from a boat",
        scene: "island",
      },
      {
        caption: "Sunset over Thinnakara",
        alt: "Illustration of the sun setting behind the low palms of Thinnakara island",
        scene: "island",
      },
    ],
    reviews: [
      {
        author: "Deepika Menon",
        rating: 5,
        comment:
          "The permit paperwork was sorted weeks ahead, so landing at Agatti was painless. On the reef-edge snorkel we saw two green turtles, and the nights on Bangaram were blissfully quiet.",
        date: "2025-02-14",
      },
      {
        author: "Oliver Bennett",
        rating: 4.5,
        comment:
          "The introductory dive in the Bangaram lagoon was run by a very patient instructor. Food was simple but the tuna curry was excellent. Only gripe: the boat to Bangaram was bumpy on a windy morning.",
        date: "2024-12-03",
      },
      {
        author: "Rahul Gupta",
        rating: 4,
        comment:
          "Gorgeous water and calm lagoons, perfect for our two kids. The Agatti cottages felt basic for the price, but the afternoon on Thinnakara made up for it.",
        date: "2025-11-22",
      },
      {
        author: "Sneha Kulkarni",
        rating: 5,
        comment:
          "Kayaking across the Bangaram lagoon at sunrise is something I will never forget. The walk to the tuna harbour on Agatti was a lovely glimpse of island life.",
        date: "2026-03-09",
      },
    ],
    imageAlt: "Illustration of beach huts under coconut palms beside the Bangaram lagoon",
  },
};
