import type { SeedDestination } from "@/server/db/seed/types";

export const dharamshala: SeedDestination = {
  srNo: 20,
  slug: "dharamshala",
  name: "Dharamshala",
  state: "Himachal Pradesh",
  region: "North India",
  description:
    "Dharamshala lies on the forested slopes of the Dhauladhar range above the Kangra Valley, with the lively upper town of McLeod Ganj at about 2,000 metres. Since 1960 it has been home to the Dalai Lama and the Tibetan administration in exile, and monasteries, prayer flags and Tibetan cafés give it a character of its own. The Tsuglagkhang temple complex, the Norbulingka Institute for Tibetan arts and the Library of Tibetan Works and Archives are all open to visitors. Walkers climb to the grassy ridge of Triund for close views of the Dhauladhar snows, while the ancient Kangra Fort and tea gardens lie in the valley below. The monsoon here is among the wettest in India, so spring and autumn are the best times to visit.",
  bestSeason: "March to June and September to November",
  interests: ["spiritual", "cultural", "adventure", "nature"],
  avgPrice: 21000,
  rating: 4.6,
  difficulty: "Moderate",
  featured: false,
  scene: "mountain",
  imageAlt: "Illustration of prayer flags above McLeod Ganj with the snowy Dhauladhar peaks behind",
  package: {
    name: "Dharamshala Tibetan Culture & Triund Trek",
    description:
      "Five days that balance Tibetan Buddhist culture in McLeod Ganj with a full-day hike to the Triund ridge. You will visit the Dalai Lama's temple, watch artisans at Norbulingka and explore Kangra Fort in the valley. The Triund day needs reasonable fitness for a steep climb of several hours.",
    highlights: [
      "Tsuglagkhang temple and the forest kora path",
      "Day trek to Triund ridge at about 2,850 metres",
      "Thangka painters and woodcarvers at Norbulingka",
      "Kangra Fort and a tea garden visit",
      "Bhagsunag waterfall and Dharamkot village",
    ],
    difficulty: "Moderate",
    itinerary: [
      {
        title: "Arrival in McLeod Ganj",
        description:
          "Pick-up from Kangra airport at Gaggal, about 15 kilometres away, or from Pathankot railway station, and drive up to McLeod Ganj. Spend the evening walking the market lanes and turning the prayer wheels around the temple.",
        meals: ["Dinner"],
        stay: "McLeod Ganj",
      },
      {
        title: "Tsuglagkhang, Bhagsunag and Dharamkot",
        description:
          "Visit the Tsuglagkhang complex, the Dalai Lama's main temple, and the Tibet Museum beside it, then walk the forest kora path around the complex. In the afternoon walk to the Bhagsunag Temple and the waterfall above it, returning through the hillside village of Dharamkot.",
        meals: ["Breakfast", "Dinner"],
        stay: "McLeod Ganj",
      },
      {
        title: "Triund day trek",
        description:
          "Start early from the Galu Devi Temple above Dharamkot for the climb of about seven kilometres to the Triund ridge at roughly 2,850 metres with a local trekking guide. Enjoy a packed lunch facing the Dhauladhar wall and the Kangra Valley, then descend by the same trail. Expect six to seven hours of walking on a steep, rocky path.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "McLeod Ganj",
      },
      {
        title: "Norbulingka, Kangra Fort and tea gardens",
        description:
          "Drive down to the Norbulingka Institute to watch artisans at work on thangka painting, woodcarving and statue making. Continue to Kangra Fort, one of the oldest forts in the Himalaya and the seat of the Katoch rulers for centuries, and stop at a tea garden on the way back.",
        meals: ["Breakfast", "Dinner"],
        stay: "McLeod Ganj",
      },
      {
        title: "St John in the Wilderness and departure",
        description:
          "Visit the stone church of St John in the Wilderness among the deodars below McLeod Ganj, where the Viceroy Lord Elgin is buried, then transfer to Kangra airport or Pathankot.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Hillside hotel in McLeod Ganj with valley views",
        type: "Boutique mountain hotel",
        location: "McLeod Ganj, upper Dharamshala",
        nights: 4,
        description:
          "A family-run hotel on the slope below the main square, with rooms facing the Kangra Valley and a rooftop for sunsets.",
      },
    ],
    costItems: [
      { label: "Accommodation, 4 nights on twin sharing", amount: 9200 },
      { label: "Transfers and car for the valley excursion", amount: 3800 },
      { label: "Cultural guide and Triund trekking guide", amount: 2200 },
      { label: "Entry tickets for the museum, Norbulingka and Kangra Fort", amount: 400 },
      { label: "Meals as listed, including a trek lunch", amount: 2200 },
    ],
    inclusions: [
      "4 nights in a hillside hotel on twin sharing",
      "Daily breakfast and dinner, plus a packed lunch on the trek",
      "Kangra airport or Pathankot station transfers",
      "Car for Norbulingka, Kangra Fort and the tea garden",
      "Local cultural guide and a trekking guide for Triund",
      "Entry tickets for the Tibet Museum, Norbulingka and Kangra Fort",
    ],
    exclusions: [
      "Flights or trains to Kangra or Pathankot",
      "Overnight camping at Triund",
      "Trekking shoes and rain gear",
      "Donations at monasteries",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "Tsuglagkhang temple",
        alt: "Illustration of monks on the terrace of the Tsuglagkhang temple in McLeod Ganj",
        scene: "temple",
      },
      {
        caption: "Triund ridge",
        alt: "Illustration of a grassy ridge at Triund facing the snowy Dhauladhar range",
        scene: "mountain",
      },
      {
        caption: "Kangra Fort",
        alt: "Illustration of the ruined stone walls of Kangra Fort above a river valley",
        scene: "fort",
      },
    ],
    reviews: [
      {
        author: "Tenzin Dolma",
        rating: 5,
        comment:
          "Our guide walked the kora with us and explained the prayers and murals at Tsuglagkhang. Lovely hotel, and the momos were excellent.",
        date: "2025-04-20",
      },
      {
        author: "Ben Fischer",
        rating: 4.5,
        comment:
          "Triund was tough but the view of the Dhauladhar wall at the top was incredible. The trekking guide set a steady pace for our mixed group.",
        date: "2024-10-05",
      },
      {
        author: "Ishita Banerjee",
        rating: 4,
        comment:
          "Norbulingka and Kangra Fort made a great valley day. It rained every afternoon in late September, so pack a proper jacket.",
        date: "2025-09-28",
      },
    ],
    imageAlt: "Illustration of McLeod Ganj houses on a forested slope below snowy peaks",
  },
};
