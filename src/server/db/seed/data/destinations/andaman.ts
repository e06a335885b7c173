import type { SeedDestination } from "@/server/db/seed/types";

export const andaman: SeedDestination = {
  srNo: 8,
  slug: "andaman",
  name: "Andaman Islands",
  state: "Andaman and Nicobar Islands",
  region: "Islands",
  description:
    "The Andaman Islands are an archipelago in the Bay of Bengal, about 1,200 km east of Chennai, with Sri Vijaya Puram, formerly Port Blair, as the capital. The Cellular Jail there, where the British held Indian freedom fighters in solitary cells, is now a national memorial with an evening light and sound show. Swaraj Dweep (Havelock) is known for Radhanagar Beach and coral reefs for snorkelling and diving, while Shaheed Dweep (Neil) has quiet beaches and a natural rock bridge. Indian citizens need no permit for the main tourist islands, foreign nationals are checked at immigration on arrival, and tribal reserves such as North Sentinel Island are closed to all visitors.",
  bestSeason: "October to May",
  interests: ["beach", "adventure", "nature", "historical"],
  avgPrice: 46000,
  rating: 4.7,
  difficulty: "Easy",
  featured: true,
  scene: "island",
  imageAlt: "Illustration of a turquoise bay and white sand beach on an Andaman island",
  package: {
    name: "Andaman Islands Beaches & Coral Reefs Escape",
    description:
      "Six days across three islands: the history of Sri Vijaya Puram, the reefs and long beaches of Swaraj Dweep and the slower pace of Shaheed Dweep. Inter-island ferries, snorkelling at Elephant Beach and all entry fees are arranged. Sea conditions decide ferry timings, so the order of days can shift.",
    highlights: [
      "Cellular Jail and its evening light and sound show",
      "Sunset at Radhanagar Beach on Swaraj Dweep",
      "Snorkelling over the coral at Elephant Beach",
      "The natural rock bridge at Laxmanpur on Shaheed Dweep",
      "Colonial ruins on Netaji Subhas Chandra Bose Dweep (Ross Island)",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival in Sri Vijaya Puram and the Cellular Jail",
        description:
          "Land at Veer Savarkar International Airport and check in. After lunch, visit the Cellular Jail, completed in 1906, and climb to its central tower for views over the harbour. Relax at Corbyn's Cove beach before returning for the evening light and sound show at the jail.",
        meals: ["Dinner"],
        stay: "Sea-view hotel in Sri Vijaya Puram",
      },
      {
        title: "Ferry to Swaraj Dweep and Radhanagar Beach",
        description:
          "Take a morning private ferry to Swaraj Dweep (about 1.5 to 2.5 hours). After check-in, head to Radhanagar Beach, a long curve of white sand backed by tall forest, for swimming and sunset.",
        meals: ["Breakfast"],
        stay: "Beach resort on Swaraj Dweep",
      },
      {
        title: "Elephant Beach snorkelling",
        description:
          "A short boat ride from the jetty takes you to Elephant Beach for guided snorkelling over shallow coral with parrotfish and clownfish. The afternoon is free for Kalapathar beach or an optional scuba introduction dive with a certified centre.",
        meals: ["Breakfast", "Dinner"],
        stay: "Beach resort on Swaraj Dweep",
      },
      {
        title: "Ferry to Shaheed Dweep",
        description:
          "Cross to Shaheed Dweep by ferry (about an hour). Visit Bharatpur beach, where glass-bottom boats float over the reef, then walk at low tide to the natural rock bridge near Laxmanpur. Watch the sunset from Laxmanpur beach.",
        meals: ["Breakfast"],
        stay: "Beach cottages on Shaheed Dweep",
      },
      {
        title: "Sitapur sunrise and Ross Island",
        description:
          "Watch the sunrise at Sitapur beach, then take the ferry back to Sri Vijaya Puram. In the afternoon a short boat ride takes you to Netaji Subhas Chandra Bose Dweep, the former British headquarters, where tree roots grip the ruins of a church, bakery and bungalows and spotted deer roam; boats do not run there on Wednesdays.",
        meals: ["Breakfast", "Dinner"],
        stay: "Sea-view hotel in Sri Vijaya Puram",
      },
      {
        title: "Departure",
        description:
          "Free morning for souvenir shopping at the government emporium or a walk along Marina Park, then transfer to the airport.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Sea-view hotel in Sri Vijaya Puram",
        type: "3-star hotel",
        location: "Aberdeen Bazaar area, Sri Vijaya Puram",
        nights: 2,
        description:
          "A comfortable hotel a few minutes from the Cellular Jail and the Aberdeen jetty, with rooms overlooking the harbour; used on the first and fifth nights.",
      },
      {
        name: "Beach resort on Swaraj Dweep",
        type: "4-star resort",
        location: "Govind Nagar beach, Swaraj Dweep",
        nights: 2,
        description:
          "Wooden cottages in a palm garden right on the beach, with a dive centre nearby and a restaurant serving fresh seafood.",
      },
      {
        name: "Beach cottages on Shaheed Dweep",
        type: "Beach cottage",
        location: "Near Laxmanpur, Shaheed Dweep",
        nights: 1,
        description:
          "Simple, clean cottages among coconut palms a short walk from the sunset beach.",
      },
    ],
    costItems: [
      { label: "Accommodation (5 nights, twin sharing)", amount: 17500 },
      { label: "Private inter-island ferry tickets (three legs)", amount: 7000 },
      { label: "Airport, jetty and sightseeing vehicles", amount: 4800 },
      { label: "Entry tickets and boat fees (Cellular Jail, Ross Island)", amount: 3000 },
      { label: "Guided snorkelling at Elephant Beach", amount: 1500 },
      { label: "Meals (5 breakfasts, 3 dinners)", amount: 5200 },
    ],
    inclusions: [
      "Five nights across three islands with daily breakfast",
      "Three dinners, including a seafood dinner on Swaraj Dweep",
      "Private ferry tickets between the islands",
      "All airport, jetty and sightseeing transfers",
      "Cellular Jail entry and light and sound show tickets",
      "Boat and entry fees for Ross Island and Elephant Beach",
      "Guided snorkelling with equipment at Elephant Beach",
    ],
    exclusions: [
      "Flights to and from Sri Vijaya Puram",
      "Scuba diving and other water sports",
      "Glass-bottom boat rides at Bharatpur",
      "Lunches and drinks",
      "Tips and travel insurance",
    ],
    gallery: [
      {
        caption: "Radhanagar Beach at sunset",
        alt: "Illustration of a long white beach edged by tall forest at sunset",
        scene: "beach",
      },
      {
        caption: "The Cellular Jail's wings",
        alt: "Illustration of a three-storey colonial prison block with a central watchtower",
        scene: "monument",
      },
      {
        caption: "Reefs off Swaraj Dweep",
        alt: "Illustration of a small island surrounded by clear turquoise water and coral",
        scene: "island",
      },
    ],
    reviews: [
      {
        author: "Lakshmi Narayanan",
        rating: 5,
        comment:
          "The light and sound show at the Cellular Jail gave my parents goosebumps. Radhanagar was the most beautiful beach we have seen in India.",
        date: "2025-01-12",
      },
      {
        author: "Chloe Dubois",
        rating: 4.5,
        comment:
          "Snorkelling at Elephant Beach was clear and colourful, and the rock bridge on Neil was worth the low-tide walk. Ferries ran on time both ways.",
        date: "2024-04-07",
      },
      {
        author: "Rahul Verma",
        rating: 4,
        comment:
          "Great trip overall. Ross Island's ruins were eerie and beautiful. The Neil cottage was basic and the ferry back was delayed by an hour because of the swell.",
        date: "2025-03-23",
      },
      {
        author: "Ingrid Larsen",
        rating: 5,
        comment:
          "Everything was organised, from ferry tickets to the snorkel guide. Sunrise at Sitapur and sunset at Laxmanpur on the same island made Neil my favourite stop.",
        date: "2024-11-17",
      },
    ],
    imageAlt: "Illustration of Radhanagar Beach with palm trees and turquoise water",
  },
};
