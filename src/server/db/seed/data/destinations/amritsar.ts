import type { SeedDestination } from "@/server/db/seed/types";

export const amritsar: SeedDestination = {
  srNo: 17,
  slug: "amritsar",
  name: "Amritsar",
  state: "Punjab",
  region: "North India",
  description:
    "Amritsar was founded in the 1570s by Guru Ram Das, the fourth Sikh Guru, around the sacred pool that gives the city its name. At its heart stands the Harmandir Sahib, the Golden Temple, whose gilded sanctum rises from the water and welcomes people of every faith. Its community kitchen serves free vegetarian meals to tens of thousands of visitors every day, cooked and served largely by volunteers. Jallianwala Bagh recalls the massacre of 13 April 1919, and the Partition Museum tells the human story of 1947. At sunset crowds gather at the Attari–Wagah border for the flag-lowering ceremony, and the city's kulchas, lassi and fried fish are a pilgrimage of their own.",
  bestSeason: "October to March",
  interests: ["spiritual", "historical", "food", "cultural"],
  avgPrice: 14500,
  rating: 4.8,
  difficulty: "Easy",
  featured: false,
  scene: "temple",
  imageAlt: "Illustration of the Golden Temple reflected in its sacred pool at dusk",
  package: {
    name: "Amritsar Golden Temple & Wagah Border Experience",
    description:
      "A short, moving journey through the spiritual and historical heart of Punjab. You will see the Golden Temple by night and at dawn, help in the langar kitchen, reflect at Jallianwala Bagh and the Partition Museum, and join the crowd at the Attari–Wagah border. A guided food walk through the old city rounds off the trip.",
    highlights: [
      "The Palki Sahib ceremony at the Golden Temple",
      "Volunteering in the langar community kitchen",
      "Jallianwala Bagh and the Partition Museum",
      "Beating Retreat ceremony at the Attari–Wagah border",
      "Old-city food walk for kulchas and lassi",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival and the Golden Temple by night",
        description:
          "Pick-up from Amritsar airport or railway station and check in near the old city. After a briefing on temple customs (cover your head, remove your shoes and wash your feet before entering), walk the marble parikrama around the sacred pool. Stay for the Palki Sahib ceremony, when the Guru Granth Sahib is carried in procession to the Akal Takht for the night.",
        meals: ["Dinner"],
        stay: "Old city, Amritsar",
      },
      {
        title: "Langar, history and the border ceremony",
        description:
          "Return to the Golden Temple in the early morning, then volunteer in the langar kitchen by rolling rotis or washing plates before sharing a meal with other visitors. Walk to Jallianwala Bagh and then to the Partition Museum in the Town Hall, which is closed on Mondays. After lunch drive about 30 kilometres to the Attari–Wagah border for the Beating Retreat ceremony, arriving well before sunset to find a seat.",
        meals: ["Breakfast", "Lunch"],
        stay: "Old city, Amritsar",
      },
      {
        title: "Gobindgarh Fort, food walk and departure",
        description:
          "Visit Gobindgarh Fort, an 18th-century fort strengthened by Maharaja Ranjit Singh that now hosts exhibits on Punjab's past. Then take a guided food walk through the old city lanes for Amritsari kulchas, lassi and pinni before your transfer to the airport or station.",
        meals: ["Breakfast", "Lunch"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Boutique hotel near Heritage Street",
        type: "Boutique hotel",
        location: "Old city, a short walk from the Golden Temple",
        nights: 2,
        description:
          "A small hotel close to the pedestrian Heritage Street, so you can walk to the Golden Temple for the night and dawn ceremonies.",
      },
    ],
    costItems: [
      { label: "Accommodation, 2 nights on twin sharing", amount: 6200 },
      { label: "Airport transfers and car to the Attari–Wagah border", amount: 2200 },
      { label: "Local guide and hosted food walk", amount: 1900 },
      { label: "Museum and fort entry tickets", amount: 500 },
      { label: "Meals as listed in the itinerary", amount: 1500 },
    ],
    inclusions: [
      "2 nights in a boutique hotel on twin sharing",
      "Airport or station pick-up and drop",
      "Car with driver to the Attari–Wagah border and back",
      "Local guide for the Golden Temple, Jallianwala Bagh and the museum",
      "Guided old-city food walk with tastings",
      "Entry tickets for the Partition Museum and Gobindgarh Fort",
    ],
    exclusions: [
      "Flights or train tickets to Amritsar",
      "Meals not listed in the itinerary",
      "Donations at the Golden Temple",
      "Personal shopping and tips",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "The Golden Temple at night",
        alt: "Illustration of the gilded Harmandir Sahib glowing above the dark sacred pool",
        scene: "temple",
      },
      {
        caption: "Jallianwala Bagh memorial",
        alt: "Illustration of the flame-shaped memorial at Jallianwala Bagh among trees",
        scene: "monument",
      },
      {
        caption: "Gobindgarh Fort",
        alt: "Illustration of the brick ramparts and gateway of Gobindgarh Fort",
        scene: "fort",
      },
    ],
    reviews: [
      {
        author: "Gurpreet Kaur",
        rating: 5,
        comment:
          "Rolling rotis in the langar with strangers was the most moving part of our trip. The Palki Sahib ceremony at night gave me goosebumps.",
        date: "2025-11-16",
      },
      {
        author: "Daniel Novak",
        rating: 4.5,
        comment:
          "The Partition Museum was powerful and our guide explained the context well. Wagah was loud and crowded, but arriving early meant good seats.",
        date: "2024-03-02",
      },
      {
        author: "Neha Bansal",
        rating: 4.5,
        comment:
          "Loved the food walk, especially the kulchas and the thick lassi. January fog delayed our flight in, so keep some slack in winter.",
        date: "2026-01-07",
      },
    ],
    imageAlt: "Illustration of pilgrims on the marble walkway around the Golden Temple",
  },
};
