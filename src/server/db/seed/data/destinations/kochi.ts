import type { SeedDestination } from "@/server/db/seed/types";

export const kochi: SeedDestination = {
  srNo: 29,
  slug: "kochi",
  name: "Kochi",
  state: "Kerala",
  region: "South India",
  description:
    "Kochi grew into one of the great ports of the spice trade after a flood of the Periyar river in 1341 opened its natural harbour. The Portuguese, Dutch and British followed Arab and Chinese traders here, and Vasco da Gama was first buried in St Francis Church, one of the oldest European churches in India, before his remains were taken back to Portugal. Fort Kochi's lanes of colonial bungalows and its cantilevered Chinese fishing nets sit beside Mattancherry, home to the mural-filled Mattancherry Palace and the Paradesi Synagogue of 1568. The city is also the place to watch Kathakali and to taste Kerala seafood, and since 2012 it has hosted the Kochi-Muziris Biennale, India's largest contemporary art festival.",
  bestSeason: "October to March",
  interests: ["historical", "cultural", "food"],
  avgPrice: 18000,
  rating: 4.6,
  difficulty: "Easy",
  featured: false,
  scene: "city",
  imageAlt: "Illustration of Chinese fishing nets silhouetted against a sunset in Fort Kochi",
  package: {
    name: "Fort Kochi Spice Route Heritage Walk",
    description:
      "Four unhurried days in the old port quarters of Fort Kochi and Mattancherry, explored largely on foot with a local historian. You will trace the Portuguese, Dutch and Jewish stories of the spice trade, cook a Kerala lunch in a family kitchen and watch Kathakali artists put on their make-up before the show. A ferry ride and a visit to the royal Hill Palace round out the harbour city.",
    highlights: [
      "Heritage walk from St Francis Church to the Chinese fishing nets",
      "Mattancherry Palace murals and the Paradesi Synagogue",
      "Hands-on Kerala cooking class",
      "Kathakali performance with the make-up session",
      "Hill Palace Museum of the Kochi royal family",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival and Fort Kochi heritage walk",
        description:
          "Arrive at Cochin International Airport and transfer about an hour and a half to Fort Kochi. In the afternoon walk with a local historian past St Francis Church, the Santa Cruz Basilica, the old Dutch cemetery and the bungalows of Princess Street. End at sunset watching fishermen work the Chinese fishing nets on the waterfront.",
        meals: ["Dinner"],
        stay: "Heritage bungalow hotel in Fort Kochi",
      },
      {
        title: "Mattancherry, Jew Town and Kathakali",
        description:
          "Visit Mattancherry Palace, built by the Portuguese for the Raja of Kochi around 1555 and later renovated by the Dutch, to see its Ramayana murals. Walk through Jew Town to the Paradesi Synagogue with its hand-painted Chinese floor tiles, past old ginger and pepper warehouses. Cook and eat a Kerala lunch of appam and fish moilee with a local family, then watch a Kathakali performance in the evening, arriving early for the make-up. This day is never scheduled on a Friday or Saturday, when the palace or synagogue is closed.",
        meals: ["Breakfast", "Lunch"],
        stay: "Heritage bungalow hotel in Fort Kochi",
      },
      {
        title: "Harbour ferry and Hill Palace",
        description:
          "Cross the harbour by public ferry to Ernakulam for a view of the port and the islands. Drive to Tripunithura to visit the Hill Palace Museum, the former seat of the Kochi royal family, with its royal regalia and paintings, and then the Kerala Folklore Museum in the afternoon; this day is never a Monday, when the Hill Palace is closed. Return to Fort Kochi for a seafood dinner.",
        meals: ["Breakfast", "Dinner"],
        stay: "Heritage bungalow hotel in Fort Kochi",
      },
      {
        title: "Departure",
        description:
          "Take an early stroll along the Fort Kochi beach promenade as the fishing nets are lowered, then transfer to the airport or railway station after breakfast.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Heritage bungalow hotel in Fort Kochi",
        type: "Heritage hotel",
        location: "Fort Kochi, a short walk from the waterfront",
        nights: 3,
        description:
          "A restored colonial-era bungalow with high ceilings, a courtyard garden and a handful of rooms, within walking distance of the main sights.",
      },
    ],
    costItems: [
      { label: "Accommodation (3 nights)", amount: 7800 },
      { label: "Airport transfers and day 3 car", amount: 2600 },
      { label: "Local historian guide", amount: 1800 },
      { label: "Cooking class, Kathakali, ferry and entry tickets", amount: 1900 },
      { label: "Dinners", amount: 1150 },
    ],
    inclusions: [
      "Three nights in a heritage bungalow with breakfast",
      "Two dinners including a seafood dinner",
      "Guided heritage walks in Fort Kochi and Mattancherry",
      "Kerala cooking class with lunch",
      "Kathakali performance ticket",
      "Ferry ride and entry to Hill Palace and the Kerala Folklore Museum",
      "Airport transfers and car for day 3",
    ],
    exclusions: [
      "Flights to Kochi",
      "Meals not listed",
      "Camera fees at museums",
      "Shopping in Jew Town",
      "Tips and personal expenses",
    ],
    gallery: [
      {
        caption: "Chinese fishing nets at sunset",
        alt: "Illustration of large cantilevered fishing nets raised over the water at dusk",
        scene: "beach",
      },
      {
        caption: "Mattancherry Palace",
        alt: "Illustration of the low tiled-roof Mattancherry Palace around a courtyard",
        scene: "palace",
      },
      {
        caption: "Lanes of Fort Kochi",
        alt: "Illustration of a quiet street of colonial bungalows and rain trees in Fort Kochi",
        scene: "city",
      },
    ],
    reviews: [
      {
        author: "Ritu Varghese",
        rating: 5,
        comment:
          "Our historian guide brought the Dutch cemetery and St Francis Church alive. The cooking class lunch of appam and fish moilee was the best meal of our Kerala trip.",
        date: "2024-12-28",
      },
      {
        author: "Daniel Cohen",
        rating: 4.5,
        comment:
          "Seeing the blue Chinese tiles in the Paradesi Synagogue was moving for our family. Watching the Kathakali artist paint his face before the show was fascinating.",
        date: "2025-01-21",
      },
      {
        author: "Arvind Rao",
        rating: 4,
        comment:
          "Fort Kochi is best on foot and the bungalow was charming. The Hill Palace was interesting but the drive to Tripunithura in traffic took longer than expected.",
        date: "2026-03-15",
      },
    ],
    imageAlt: "Illustration of fishermen working Chinese fishing nets on the Fort Kochi waterfront",
  },
};
