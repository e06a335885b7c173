import type { SeedDestination } from "@/server/db/seed/types";

export const neilIsland: SeedDestination = {
  srNo: 39,
  slug: "neil-island",
  name: "Neil Island (Shaheed Dweep)",
  state: "Andaman and Nicobar Islands",
  region: "Islands",
  description:
    "Neil Island, renamed Shaheed Dweep in 2018, is a small, flat island in the Andaman Sea, part of Ritchie's Archipelago and a short ferry ride north-east of Port Blair. Settled largely by Bengali families after independence, it grows much of the vegetables eaten in the Andamans and keeps a slow village pace that is easy to explore by bicycle. Each beach has its own character: coral shallows and glass-bottom boats at Bharatpur, long sunsets at Laxmanpur and sunrise at Sitapur. At low tide a natural rock arch appears on the Laxmanpur shore, surrounded by tide pools full of small sea creatures.",
  bestSeason: "October to May",
  interests: ["beach", "nature", "adventure"],
  avgPrice: 34000,
  rating: 4.6,
  difficulty: "Easy",
  featured: false,
  scene: "beach",
  imageAlt: "Illustration of the natural rock arch on Neil Island's shore at low tide",
  package: {
    name: "Port Blair & Neil Island Coral Beaches",
    description:
      "A gentle five-day Andaman trip that pairs Port Blair's history with two nights on Neil Island. You cross by private ferry, cycle between beaches, snorkel the coral shallows off Bharatpur and time a walk to the natural bridge with the low tide. It suits families and first-time snorkellers.",
    highlights: [
      "Cellular Jail and its evening light-and-sound show",
      "Snorkelling and a glass-bottom boat ride at Bharatpur Beach",
      "Low-tide walk to the natural bridge near Laxmanpur",
      "Sunrise at Sitapur and sunset at Laxmanpur",
      "Ruins of the old British headquarters on Ross Island",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrive in Port Blair",
        description:
          "Meet at Port Blair airport and check in. In the afternoon visit the Cellular Jail, where freedom fighters were held in solitary cells under British rule, and stay for the light-and-sound show in its courtyard.",
        meals: ["Dinner"],
        stay: "Hotel in Port Blair",
      },
      {
        title: "Ferry to Neil Island",
        description:
          "Morning private ferry to Neil Island, about one and a half to two hours. After settling in, cycle or drive to Laxmanpur Beach for a long walk on the white sand and sunset over the sea.",
        meals: ["Breakfast", "Dinner"],
        stay: "Beach resort, Neil Island",
      },
      {
        title: "Natural bridge and Bharatpur reef",
        description:
          "Early start for sunrise at Sitapur Beach, then a guided low-tide walk to the natural rock arch near Laxmanpur and its tide pools of sea cucumbers, crabs and small reef fish. Late morning snorkelling and a glass-bottom boat ride over the coral at Bharatpur Beach; the afternoon is free.",
        meals: ["Breakfast", "Dinner"],
        stay: "Beach resort, Neil Island",
      },
      {
        title: "Back to Port Blair",
        description:
          "Free morning to cycle past Neil's vegetable farms and the village market. Afternoon ferry to Port Blair and an evening by the sea at Corbyn's Cove.",
        meals: ["Breakfast", "Dinner"],
        stay: "Hotel in Port Blair",
      },
      {
        title: "Ross Island and departure",
        description:
          "Short boat ride to Ross Island, now Netaji Subhas Chandra Bose Dweep, the former British headquarters, to walk among the overgrown church, bakery and officers' houses with their resident deer and peacocks. Return to Port Blair and transfer to the airport.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Mid-range hotel near Aberdeen Bazaar",
        type: "Hotel",
        location: "Port Blair",
        nights: 2,
        description:
          "Comfortable air-conditioned rooms close to the market and the jetty, convenient for early ferries and boat trips.",
      },
      {
        name: "Cottage resort near Laxmanpur Beach",
        type: "Beach resort",
        location: "Neil Island (Shaheed Dweep)",
        nights: 2,
        description:
          "Wooden cottages in a garden of palms and banana trees, a few minutes' walk from the beach, with a restaurant serving fresh fish.",
      },
    ],
    costItems: [
      { label: "Accommodation, 4 nights on twin sharing", amount: 11200 },
      { label: "Private ferries and road transfers", amount: 7200 },
      { label: "Local guide and escort", amount: 1600 },
      { label: "Entry tickets, boat and eco-fees", amount: 1300 },
      { label: "Snorkelling and glass-bottom boat ride", amount: 4200 },
      { label: "Meals", amount: 3300 },
    ],
    inclusions: [
      "Two nights in Port Blair and two on Neil Island on twin sharing",
      "Daily breakfast and four dinners",
      "Private ferry tickets Port Blair–Neil–Port Blair",
      "Airport, jetty and sightseeing transfers",
      "Entry to the Cellular Jail, the light-and-sound show and Ross Island",
      "One guided snorkelling session and a glass-bottom boat ride",
      "Bicycle hire on Neil Island",
    ],
    exclusions: [
      "Flights to and from Port Blair",
      "Scuba diving",
      "Lunches and drinks",
      "Personal expenses and tips",
      "Travel insurance",
      "Extra costs when ferries are cancelled in rough weather",
    ],
    gallery: [
      {
        caption: "Laxmanpur Beach at sunset",
        alt: "Illustration of a wide white beach glowing orange at sunset on Neil Island",
        scene: "beach",
      },
      {
        caption: "The natural bridge at low tide",
        alt: "Illustration of a rock arch standing over exposed coral and tide pools",
        scene: "island",
      },
      {
        caption: "Cellular Jail, Port Blair",
        alt: "Illustration of the radiating wings of the Cellular Jail around its central tower",
        scene: "monument",
      },
    ],
    reviews: [
      {
        author: "Sourav Banerjee",
        rating: 5,
        comment:
          "The low-tide walk to the natural bridge was superb; our guide spotted an octopus hiding in a pool. Snorkelling at Bharatpur was easy even for my parents.",
        date: "2025-01-05",
      },
      {
        author: "Emily Clarke",
        rating: 4.5,
        comment:
          "Lovely balance of history and beaches. The light-and-sound show at the Cellular Jail was moving, and cycling around Neil felt like stepping back in time.",
        date: "2024-03-16",
      },
      {
        author: "Nikhil Joshi",
        rating: 4,
        comment:
          "Ferries ran on time and the Laxmanpur cottages were comfortable. The glass-bottom boat was a bit short, but Ross Island's ruins were fascinating.",
        date: "2025-10-30",
      },
      {
        author: "Fatima Sheikh",
        rating: 4.5,
        comment:
          "Sitapur at sunrise was worth the early alarm. Everything from the airport pick-up to the Corbyn's Cove evening ran smoothly.",
        date: "2026-04-12",
      },
    ],
    imageAlt: "Illustration of a glass-bottom boat over coral shallows off Bharatpur Beach",
  },
};
