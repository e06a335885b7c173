import type { SeedDestination } from "@/server/db/seed/types";

export const rannOfKutch: SeedDestination = {
  srNo: 24,
  slug: "rann-of-kutch",
  name: "Rann of Kutch",
  state: "Gujarat",
  region: "West India",
  description:
    "The Great Rann of Kutch in Gujarat is a vast seasonal salt marsh that floods during the monsoon and dries into a brilliant white crust of salt in winter. Near the village of Dhordo the state hosts the Rann Utsav, a tent-city festival of music, crafts and full-moon nights on the salt, usually between November and February. Kutch is also home to remarkable craft communities, from the Rogan painters of Nirona to the weavers of Bhujodi and the embroiderers of Hodka. The district capital, Bhuj, still bears marks of the 2001 earthquake, yet its Aina Mahal and Prag Mahal palaces are open to visitors. Visiting the White Rann needs a permit from the Bhirandiyara checkpoint or online, since the area lies close to the international border.",
  bestSeason: "November to February",
  interests: ["cultural", "nature", "historical"],
  avgPrice: 28500,
  rating: 4.6,
  difficulty: "Easy",
  featured: false,
  scene: "desert",
  imageAlt: "Illustration of the white salt flats of the Rann of Kutch under a full moon",
  package: {
    name: "Rann of Kutch White Desert & Craft Villages",
    description:
      "Five days across Kutch, from the palaces of Bhuj to two nights in a tent camp at Dhordo on the edge of the White Rann. You will meet weavers, embroiderers and Rogan painters in their villages, watch sunset from Kalo Dungar and end at the shipbuilding port of Mandvi. The White Rann permit is arranged for you at Bhirandiyara.",
    highlights: [
      "Sunset and moonrise on the White Rann at Dhordo",
      "Panoramic views from Kalo Dungar, the highest point in Kutch",
      "Craft villages of Bhujodi, Hodka and Nirona",
      "Aina Mahal and Prag Mahal in Bhuj",
      "Hand-built wooden dhows at Mandvi",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival in Bhuj",
        description:
          "Arrive at Bhuj airport or railway station and check in. In the afternoon visit the Aina Mahal, an 18th-century palace decorated with mirrors and Venetian glass, and the Italian Gothic Prag Mahal next door, then watch the sunset over Hamirsar Lake.",
        meals: ["Dinner"],
        stay: "Bhuj",
      },
      {
        title: "Bhujodi and the drive to the White Rann",
        description:
          "Visit Bhujodi, a village of weavers and block printers about eight kilometres from Bhuj, then drive north, stopping at Bhirandiyara for the White Rann permit and its famous mawa sweets. Check in to a tent camp at Dhordo and walk out onto the salt flats for sunset.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Dhordo",
      },
      {
        title: "Hodka, Nirona and Kalo Dungar",
        description:
          "Visit Hodka for its embroidery and round mud-walled bhunga homes, then Nirona, where a few artisan families keep alive the Rogan art of painting cloth with a thick castor-oil paste. In the late afternoon drive up Kalo Dungar, the highest point in Kutch, for wide views over the Rann from beside the Dattatreya Temple. Return to Dhordo for a night walk on the salt, best around the full moon.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Dhordo",
      },
      {
        title: "Mandvi and the Arabian Sea",
        description:
          "Drive south to the port town of Mandvi, about three hours away, to see the shipyard where wooden dhows are still built by hand, the Vijay Vilas Palace and the beach. Return to Bhuj, about an hour and a half away, for the night.",
        meals: ["Breakfast", "Dinner"],
        stay: "Bhuj",
      },
      {
        title: "Kutch Museum and departure",
        description:
          "Visit the Kutch Museum, the oldest museum in Gujarat, with its textiles, coins and tribal art, then transfer to Bhuj airport or station.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Boutique hotel near Hamirsar Lake",
        type: "Boutique hotel",
        location: "Central Bhuj",
        nights: 2,
        description:
          "A comfortable hotel close to the palaces and the lake, used for the first and fourth nights.",
      },
      {
        name: "Tent camp at Dhordo",
        type: "Tented camp",
        location: "Dhordo, on the edge of the White Rann",
        nights: 2,
        description:
          "Furnished tents with attached bathrooms, a short walk or cart ride from the salt flats.",
      },
    ],
    costItems: [
      { label: "Accommodation, 2 hotel and 2 tent nights on twin sharing", amount: 12600 },
      { label: "Car with driver for the whole route", amount: 5600 },
      { label: "Local guide for palaces and craft villages", amount: 1800 },
      { label: "White Rann permit and entry tickets", amount: 600 },
      { label: "Meals as listed in the itinerary", amount: 3500 },
    ],
    inclusions: [
      "2 nights in Bhuj and 2 nights in a Dhordo tent camp, twin sharing",
      "Daily breakfast and dinner, with lunches on days 2 and 3",
      "Airport or station transfers and a car for the whole route",
      "Local guide for the Bhuj palaces and the craft villages",
      "White Rann permit and monument entry tickets",
      "Visits to artisans in Bhujodi, Hodka and Nirona",
    ],
    exclusions: [
      "Flights or trains to Bhuj",
      "Rann Utsav festival passes and activities",
      "Camel cart rides on the salt flats",
      "Craft purchases and tips",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "The White Rann at dusk",
        alt: "Illustration of cracked white salt flats stretching to the horizon at dusk",
        scene: "desert",
      },
      {
        caption: "Prag Mahal in Bhuj",
        alt: "Illustration of the Italian Gothic clock tower of Prag Mahal",
        scene: "palace",
      },
      {
        caption: "Mandvi beach",
        alt: "Illustration of wooden dhows and a sandy beach at Mandvi on the Arabian Sea",
        scene: "beach",
      },
    ],
    reviews: [
      {
        author: "Hetal Patel",
        rating: 5,
        comment:
          "The full moon on the White Rann was otherworldly, and the tent camp at Dhordo was cosy. Meeting the Rogan artists at Nirona was the best part.",
        date: "2025-12-05",
      },
      {
        author: "Oliver Grant",
        rating: 4.5,
        comment:
          "Kalo Dungar gave a huge view over the salt, and the dhow yard at Mandvi was fascinating. The Mandvi day involves a lot of driving.",
        date: "2024-01-27",
      },
      {
        author: "Zoya Siddiqui",
        rating: 4,
        comment:
          "Beautiful crafts in Bhujodi and Hodka, and the Aina Mahal mirror room was lovely. The permit stop at Bhirandiyara was quick, and the mawa was delicious.",
        date: "2026-02-14",
      },
    ],
    imageAlt: "Illustration of a tent camp on the edge of the white salt desert at sunset",
  },
};
