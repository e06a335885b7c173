import type { SeedDestination } from "@/server/db/seed/types";

export const kashmir: SeedDestination = {
  srNo: 7,
  slug: "kashmir",
  name: "Kashmir",
  state: "Jammu and Kashmir",
  region: "North India",
  description:
    "The Kashmir Valley is a broad, fertile basin in the western Himalaya, drained by the Jhelum River and ringed by the Pir Panjal and Great Himalayan ranges. Srinagar, the summer capital of Jammu and Kashmir, is known for its cedar-wood houseboats and shikaras on Dal Lake and for seventeenth-century Mughal gardens such as Nishat Bagh and Shalimar Bagh. Gulmarg has one of the highest cable cars in the world and winter skiing, Pahalgam sits in the Lidder Valley on the route of the Amarnath Yatra, and Sonamarg leads to the Thajiwas glacier. Spring fills the tulip garden in Srinagar, summer is ideal for meadow walks, and autumn turns the chinar trees red and gold.",
  bestSeason: "April to October",
  interests: ["nature", "adventure", "cultural", "food"],
  avgPrice: 32000,
  rating: 4.8,
  difficulty: "Easy",
  featured: true,
  scene: "lake",
  imageAlt: "Illustration of a shikara gliding across Dal Lake with mountains behind",
  package: {
    name: "Kashmir Valley Lakes & Meadows Tour",
    description:
      "Six days from the houseboats of Dal Lake to the meadows of Gulmarg and the pine-lined Lidder Valley at Pahalgam. You ride the Gulmarg Gondola, stroll the Mughal gardens and finish with a traditional Wazwan feast. Outings always follow the current local travel advisories.",
    highlights: [
      "Two nights on a carved cedar houseboat on Dal Lake",
      "Shikara ride and the floating vegetable market at dawn",
      "Nishat Bagh, Shalimar Bagh and Chashme Shahi gardens",
      "Gulmarg Gondola to Kongdoori and Apharwat, weather permitting",
      "Betaab Valley and Aru Valley in Pahalgam",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival in Srinagar and a shikara ride",
        description:
          "Transfer from Srinagar airport to a houseboat on Dal Lake and settle in with a cup of saffron kahwa. In the late afternoon take a shikara ride past the lotus beds and lake-side markets as the sun sets behind the hills.",
        meals: ["Dinner"],
        stay: "Deluxe houseboat on Dal Lake, Srinagar",
      },
      {
        title: "Mughal gardens and old Srinagar",
        description:
          "Rise early for the floating vegetable market on the lake, then visit the terraced Mughal gardens of Nishat Bagh, Shalimar Bagh and Chashme Shahi. In the afternoon explore the old city: the wooden Khanqah-e-Moula shrine on the Jhelum and the great Jamia Masjid with its hundreds of deodar pillars.",
        meals: ["Breakfast", "Dinner"],
        stay: "Deluxe houseboat on Dal Lake, Srinagar",
      },
      {
        title: "Drive to Gulmarg and the Gondola",
        description:
          "Drive about two hours to Gulmarg, the meadow of flowers ringed by pine forest. Ride the Gulmarg Gondola to Kongdoori and, weather permitting, on to the Apharwat ridge for views towards the Pir Panjal. Evening walk around the meadow and St Mary's Church.",
        meals: ["Breakfast", "Dinner"],
        stay: "Mountain lodge in Gulmarg",
      },
      {
        title: "Gulmarg to Pahalgam via the saffron fields",
        description:
          "Drive to Pahalgam (about 4 to 5 hours), stopping at the saffron fields of Pampore and the ninth-century stone temple ruins at Awantipora. Arrive in the Lidder Valley in the afternoon and walk along the river.",
        meals: ["Breakfast", "Dinner"],
        stay: "Riverside hotel in Pahalgam",
      },
      {
        title: "Betaab Valley, Aru Valley and Chandanwari",
        description:
          "Local union taxis, the only vehicles allowed on these roads, take you to Betaab Valley, the village and meadows of Aru and the snowfields of Chandanwari. In the evening enjoy a multi-course Kashmiri Wazwan dinner with rogan josh and gushtaba.",
        meals: ["Breakfast", "Dinner"],
        stay: "Riverside hotel in Pahalgam",
      },
      {
        title: "Return to Srinagar and departure",
        description:
          "Drive back to Srinagar airport (about 2.5 to 3 hours), stopping to buy dry fruits, walnut-wood crafts or pashmina on the way if time allows.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Deluxe houseboat on Dal Lake",
        type: "Houseboat",
        location: "Dal Lake, Srinagar",
        nights: 2,
        description:
          "A hand-carved cedar houseboat with a sitting room, dining room and covered veranda; a shikara takes you to and from the shore.",
      },
      {
        name: "Mountain lodge in Gulmarg",
        type: "3-star hotel",
        location: "Gulmarg",
        nights: 1,
        description:
          "A wooden lodge at the edge of the Gulmarg meadow, close to the Gondola base station, with heated rooms.",
      },
      {
        name: "Riverside hotel in Pahalgam",
        type: "3-star hotel",
        location: "Lidder riverside, Pahalgam",
        nights: 2,
        description:
          "A comfortable hotel among pine trees with rooms looking onto the Lidder River, a short walk from the main market.",
      },
    ],
    costItems: [
      { label: "Accommodation (5 nights, breakfast and dinner)", amount: 13500 },
      { label: "Private car for six days and Pahalgam union taxis", amount: 7600 },
      { label: "Gulmarg Gondola phase 1 and 2 tickets", amount: 1700 },
      { label: "Shikara ride and Mughal garden entries", amount: 900 },
      { label: "Wazwan dinner and other meals", amount: 3400 },
    ],
    inclusions: [
      "Two nights on a houseboat and three nights in hotels",
      "Daily breakfast and dinner, including a Wazwan feast",
      "Private car with driver for all transfers and sightseeing",
      "Pahalgam union taxis for Betaab Valley, Aru and Chandanwari",
      "Gulmarg Gondola tickets for both phases",
      "Shikara ride and entry tickets to the Mughal gardens",
    ],
    exclusions: [
      "Flights to and from Srinagar",
      "Pony rides and sledging in Gulmarg or Pahalgam",
      "Lunches and drinks",
      "Extra costs if the Gondola's second phase is closed by weather",
      "Tips and travel insurance",
    ],
    gallery: [
      {
        caption: "Houseboats on Dal Lake",
        alt: "Illustration of carved wooden houseboats moored along Dal Lake",
        scene: "lake",
      },
      {
        caption: "Gulmarg's meadows below the Pir Panjal",
        alt: "Illustration of a green meadow ringed by pine forest and snowy peaks",
        scene: "mountain",
      },
      {
        caption: "The Lidder River at Pahalgam",
        alt: "Illustration of a clear mountain river flowing through a pine valley",
        scene: "river",
      },
    ],
    reviews: [
      {
        author: "Neha Gupta",
        rating: 5,
        comment:
          "The houseboat staff treated us like family and the floating market at dawn was incredible. We got all the way up to Apharwat on the Gondola and saw snow in May.",
        date: "2025-05-18",
      },
      {
        author: "Marco Rossi",
        rating: 4.5,
        comment:
          "Shalimar Bagh and Nishat Bagh were beautiful, and the Wazwan dinner in Pahalgam was a feast I will remember. The union taxi system in Pahalgam is a little chaotic but our guide managed it.",
        date: "2024-09-29",
      },
      {
        author: "Farhan Qureshi",
        rating: 4.5,
        comment:
          "Aru Valley was the quietest and loveliest stop. Autumn colours on the drive through Pampore and the saffron fields in bloom were a bonus.",
        date: "2025-10-26",
      },
    ],
    imageAlt: "Illustration of Dal Lake's houseboats and shikaras at sunset",
  },
};
