import type { SeedDestination } from "@/server/db/seed/types";

export const sanchi: SeedDestination = {
  srNo: 45,
  slug: "sanchi",
  name: "Sanchi",
  state: "Madhya Pradesh",
  region: "Central India",
  description:
    "Sanchi, a hilltop village about 46 km north-east of Bhopal, holds the finest surviving group of early Buddhist monuments in India and has been a UNESCO World Heritage Site since 1989. The Great Stupa was first raised in brick by the emperor Ashoka in the 3rd century BCE, later encased in stone and given four gateways whose carvings tell the Jataka tales and scenes from the Buddha's life. Around it stand smaller stupas, pillars, monastery ruins and Temple 17, one of the earliest surviving stone temples of the Gupta age. Nearby lie the Udayagiri caves and the Heliodorus pillar near Vidisha, and south of Bhopal the prehistoric rock shelters of Bhimbetka and the great unfinished Shiva temple at Bhojpur.",
  bestSeason: "October to March",
  interests: ["historical", "spiritual", "cultural"],
  avgPrice: 12500,
  rating: 4.5,
  difficulty: "Easy",
  featured: false,
  scene: "monument",
  imageAlt: "Illustration of the Great Stupa at Sanchi with its carved stone gateway",
  package: {
    name: "Sanchi Stupas & Bhopal Heritage Circuit",
    description:
      "A three-day circuit from Bhopal through thousands of years of Indian history, from Bhimbetka's prehistoric paintings to Ashoka's Great Stupa and the Gupta caves of Udayagiri. Your guide reads the Sanchi gateway carvings with you panel by panel. The Sanchi site museum is closed on Fridays, so we schedule the Sanchi day on another day of the week.",
    highlights: [
      "The Great Stupa and its four carved gateways",
      "Temple 17 and the site museum's Ashokan lion capital",
      "Udayagiri caves and the Heliodorus pillar near Vidisha",
      "Prehistoric rock paintings at Bhimbetka",
      "The colossal Shiva linga at Bhojpur",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Bhopal's Tribal Museum and Upper Lake",
        description:
          "Pick-up at Bhopal airport or railway station. In the afternoon explore the Madhya Pradesh Tribal Museum, a vivid, walk-through display of the state's tribal homes and art (closed on Mondays), then watch the sunset over the Upper Lake.",
        meals: ["Dinner"],
        stay: "Lakeside hotel, Bhopal",
      },
      {
        title: "Sanchi and Udayagiri",
        description:
          "Drive about an hour and a half to Sanchi for a guided morning at the Great Stupa and its gateways, Stupas 2 and 3, Temple 17 and the monastery ruins, followed by the site museum. In the afternoon drive a short way to the Gupta-era Udayagiri caves with their great Varaha panel and the Heliodorus pillar, raised by a Greek envoy in the 2nd century BCE, before returning to Bhopal.",
        meals: ["Breakfast", "Dinner"],
        stay: "Lakeside hotel, Bhopal",
      },
      {
        title: "Bhojpur, Bhimbetka and departure",
        description:
          "Drive south-east to Bhojpur to see the 11th-century Shiva temple begun by Raja Bhoj, with one of the largest lingas in India, then on to Bhimbetka, a UNESCO-listed cluster of rock shelters painted over thousands of years. Return to Bhopal for an evening departure.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Lakeside hotel near the Upper Lake",
        type: "Hotel",
        location: "Shyamla Hills, Bhopal",
        nights: 2,
        description:
          "Mid-range hotel on the hills above the Upper Lake, with lake-view rooms and a terrace restaurant.",
      },
    ],
    costItems: [
      { label: "Accommodation, 2 nights on twin sharing", amount: 4200 },
      { label: "Private car for the whole circuit", amount: 3000 },
      { label: "Guide", amount: 1500 },
      { label: "Monument and museum tickets", amount: 700 },
      { label: "Meals", amount: 1200 },
    ],
    inclusions: [
      "Two nights in a lakeside hotel on twin sharing",
      "Daily breakfast and two dinners",
      "Private air-conditioned car for the whole circuit",
      "Guide for Sanchi, Udayagiri, Bhojpur and Bhimbetka",
      "Entry tickets to Sanchi and its museum, Udayagiri, Bhimbetka and the Tribal Museum",
    ],
    exclusions: [
      "Flights or trains to Bhopal",
      "Lunches",
      "Camera fees",
      "Personal expenses and tips",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "The Great Stupa",
        alt: "Illustration of the hemispherical Great Stupa on its hilltop at Sanchi",
        scene: "monument",
      },
      {
        caption: "Temple 17",
        alt: "Illustration of a small flat-roofed Gupta temple with four pillars",
        scene: "ruins",
      },
      {
        caption: "Rock shelters of Bhimbetka",
        alt: "Illustration of red ochre paintings of hunters and animals on a rock overhang",
        scene: "caves",
      },
    ],
    reviews: [
      {
        author: "Tenzin Dolma",
        rating: 5,
        comment:
          "Having our guide explain the gateway carvings panel by panel made the Great Stupa unforgettable. A deeply peaceful morning at Sanchi.",
        date: "2025-01-26",
      },
      {
        author: "Richard Evans",
        rating: 4.5,
        comment:
          "Bhimbetka's paintings were astonishing and Bhojpur's linga is truly enormous. Good pacing, and the car and driver were excellent.",
        date: "2024-10-20",
      },
      {
        author: "Nandini Sharma",
        rating: 4,
        comment:
          "Great value for three days. The Tribal Museum in Bhopal was a wonderful start, though I wish we had more time at the Udayagiri caves.",
        date: "2026-02-28",
      },
    ],
    imageAlt: "Illustration of the carved northern gateway of the Great Stupa at Sanchi",
  },
};
