import type { SeedDestination } from "@/server/db/seed/types";

export const mumbai: SeedDestination = {
  srNo: 12,
  slug: "mumbai",
  name: "Mumbai",
  state: "Maharashtra",
  region: "West India",
  description:
    "Mumbai, the capital of Maharashtra, grew from seven islands that were joined into one by land reclamation during British rule and is now India's financial and film capital. Its Victorian Gothic and Art Deco buildings around the Oval Maidan form a UNESCO World Heritage Site, and Chhatrapati Shivaji Maharaj Terminus, the former Victoria Terminus completed in 1888, is listed in its own right. Ferries leave from the Gateway of India to the rock-cut Shiva cave temples of Elephanta Island, and Marine Drive curves around Back Bay as the Queen's Necklace at night. The dabbawalas' lunch deliveries, the open-air laundry of Dhobi Ghat and street food such as vada pav, bhel puri and pav bhaji show the city's everyday energy.",
  bestSeason: "November to February",
  interests: ["cultural", "food", "nightlife", "historical"],
  avgPrice: 26000,
  rating: 4.4,
  difficulty: "Easy",
  featured: false,
  scene: "city",
  imageAlt: "Illustration of the Gateway of India on Mumbai's harbour at dusk",
  package: {
    name: "Mumbai Heritage, Elephanta & Street Food Tour",
    description:
      "Four days in Maximum City, from the colonial landmarks of South Mumbai and the rock-cut caves of Elephanta to the dabbawalas at Churchgate and the seaside snacks of Chowpatty. You stay in Colaba, close to the Gateway of India, and end in the lanes and promenades of Bandra. The Elephanta trip is never planned for a Monday, when the caves are closed.",
    highlights: [
      "Ferry from the Gateway of India to the Elephanta Caves",
      "Chhatrapati Shivaji Maharaj Terminus and the Art Deco of Marine Drive",
      "Dabbawalas at Churchgate and the Dhobi Ghat laundry",
      "Evening street-food walk at Girgaum Chowpatty",
      "Bandra Fort, Bandstand and the street art of Ranwar",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival, Gateway of India and Marine Drive",
        description:
          "Transfer from Chhatrapati Shivaji Maharaj International Airport to a hotel in Colaba (about an hour). In the late afternoon visit the Gateway of India, built to mark the 1911 royal visit, and walk along Marine Drive for sunset as the Queen's Necklace lights up.",
        meals: ["Dinner"],
        stay: "Heritage boutique hotel in Colaba",
      },
      {
        title: "Elephanta Caves and Kala Ghoda",
        description:
          "Take the morning ferry from the Gateway of India to Elephanta Island (about an hour each way) and climb to the caves to see the great three-headed Sadashiva sculpture. Back on the mainland, visit the Chhatrapati Shivaji Maharaj Vastu Sangrahalaya museum and browse the galleries and cafés of the Kala Ghoda art district.",
        meals: ["Breakfast"],
        stay: "Heritage boutique hotel in Colaba",
      },
      {
        title: "CSMT, dabbawalas, Dhobi Ghat and Chowpatty",
        description:
          "Admire the Gothic façade of Chhatrapati Shivaji Maharaj Terminus and the Art Deco buildings facing the Oval Maidan. Around late morning watch the dabbawalas sort lunchboxes outside Churchgate station, then visit Crawford Market, the Dhobi Ghat laundry at Mahalaxmi and the Haji Ali Dargah on its causeway, reached at low tide. End with a guided street-food walk at Girgaum Chowpatty with pav bhaji, bhel puri and kulfi.",
        meals: ["Breakfast", "Dinner"],
        stay: "Heritage boutique hotel in Colaba",
      },
      {
        title: "Bandra and departure",
        description:
          "Drive over the Bandra–Worli Sea Link to Bandra to see the ruins of Bandra Fort, walk the Bandstand promenade and explore the painted walls and old cottages of Ranwar village. Transfer to the airport, about 30 minutes away.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Heritage boutique hotel in Colaba",
        type: "4-star hotel",
        location: "Colaba, South Mumbai",
        nights: 3,
        description:
          "A restored early twentieth-century building a short walk from the Gateway of India and Colaba Causeway, with high ceilings and a small café.",
      },
    ],
    costItems: [
      { label: "Accommodation (3 nights, twin sharing)", amount: 12600 },
      { label: "AC car for transfers and sightseeing", amount: 3600 },
      { label: "Licensed city guide for three days", amount: 2400 },
      { label: "Elephanta ferry, cave and museum entries", amount: 1400 },
      { label: "Street-food walk and meals", amount: 2000 },
    ],
    inclusions: [
      "Three nights in a Colaba boutique hotel with daily breakfast",
      "Welcome dinner and the Chowpatty street-food walk",
      "AC car with driver for transfers and sightseeing",
      "Licensed guide for South Mumbai, Elephanta and Bandra",
      "Return ferry to Elephanta Island and cave entry tickets",
      "Entry to the Chhatrapati Shivaji Maharaj Vastu Sangrahalaya museum",
    ],
    exclusions: [
      "Flights or trains to and from Mumbai",
      "Bollywood studio tours",
      "Lunches and drinks",
      "Camera fees and the Elephanta toy train",
      "Tips and travel insurance",
    ],
    gallery: [
      {
        caption: "Chhatrapati Shivaji Maharaj Terminus",
        alt: "Illustration of a Victorian Gothic railway station with a central dome",
        scene: "monument",
      },
      {
        caption: "The Elephanta Caves",
        alt: "Illustration of a rock-cut cave hall with carved pillars and a giant three-headed sculpture",
        scene: "caves",
      },
      {
        caption: "Marine Drive at night",
        alt: "Illustration of a curving seafront road lit by streetlights at night",
        scene: "city",
      },
    ],
    reviews: [
      {
        author: "Nikhil Bhatt",
        rating: 4.5,
        comment:
          "The Sadashiva sculpture at Elephanta is breathtaking in person. Watching the dabbawalas at Churchgate sort hundreds of tiffins in minutes was a highlight for my kids.",
        date: "2025-12-14",
      },
      {
        author: "Olivia Brown",
        rating: 4,
        comment:
          "Great guide and a charming Colaba hotel. Dhobi Ghat and Haji Ali on the same day was a lot in the heat, but the Chowpatty food walk made up for it.",
        date: "2024-01-21",
      },
      {
        author: "Carlos Mendes",
        rating: 5,
        comment:
          "CSMT is even more impressive than the photos, and the Bandra morning with the street art in Ranwar was a relaxed way to finish before the flight.",
        date: "2025-02-23",
      },
    ],
    imageAlt: "Illustration of Chhatrapati Shivaji Maharaj Terminus with Mumbai traffic in front",
  },
};
