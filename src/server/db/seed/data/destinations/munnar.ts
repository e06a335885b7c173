import type { SeedDestination } from "@/server/db/seed/types";

export const munnar: SeedDestination = {
  srNo: 28,
  slug: "munnar",
  name: "Munnar",
  state: "Kerala",
  region: "South India",
  description:
    "Munnar lies at about 1,600 metres in the Western Ghats of Kerala, where three mountain streams meet, and its name is usually explained as 'three rivers'. British planters cleared the Kannan Devan Hills for tea in the late nineteenth century, and the rolling estates they created still cover the slopes around town. Next door, Eravikulam National Park protects the endangered Nilgiri tahr and the foot of Anamudi, at 2,695 metres the highest peak in South India, and closes for the tahr calving season in February and March. The hills are also famous for the neelakurinji shrub, which blankets the grasslands in blue once every twelve years and is next expected around 2030. Mattupetty Dam, Kundala Lake and the viewpoint at Top Station on the Tamil Nadu border are the classic drives.",
  bestSeason: "September to May",
  interests: ["nature", "adventure", "wildlife"],
  avgPrice: 29000,
  rating: 4.8,
  difficulty: "Easy",
  featured: true,
  scene: "tea-hills",
  imageAlt: "Illustration of terraced tea gardens rolling over misty hills in Munnar",
  package: {
    name: "Munnar Tea Hills & Nilgiri Tahr Trail",
    description:
      "Five days in Kerala's high tea country, from the waterfalls on the road up to a sunrise jeep ride to one of the highest tea estates in the world. You will meet the Nilgiri tahr in Eravikulam, follow the Top Station road past lakes and dams, and walk through the estates with a local guide. Evenings are spent in a valley-view resort with cool mountain air.",
    highlights: [
      "Nilgiri tahr on the grassy slopes of Eravikulam National Park",
      "Sunrise jeep ride to the Kolukkumalai tea estate",
      "Tea museum and factory visit in the Kannan Devan Hills",
      "Top Station viewpoint over the Tamil Nadu plains",
      "Kathakali and Kalaripayattu evening performance",
    ],
    difficulty: "Moderate",
    itinerary: [
      {
        title: "Kochi to Munnar",
        description:
          "Arrive in Kochi and drive about four and a half hours into the hills via Kothamangalam and Adimali. Stop at the Cheeyappara and Valara waterfalls and at a spice garden to see cardamom and pepper growing. Check in and enjoy the first cool evening in the hills.",
        meals: ["Dinner"],
        stay: "Valley-view resort near Munnar",
      },
      {
        title: "Eravikulam National Park and the tea museum",
        description:
          "Morning in the Rajamala section of Eravikulam National Park, where park buses carry visitors up to a walking road among grasslands grazed by the Nilgiri tahr, with Anamudi rising behind. In the afternoon visit the tea museum at the Nallathanni estate to follow tea from leaf to cup. In February and March, when the park closes for calving, the morning moves to Lakkam waterfalls and the sandalwood forests of Marayoor instead.",
        meals: ["Breakfast", "Dinner"],
        stay: "Valley-view resort near Munnar",
      },
      {
        title: "Mattupetty, Kundala and Top Station",
        description:
          "Drive the scenic road east past Mattupetty Dam, Echo Point and Kundala Lake to Top Station, about thirty-two kilometres from town, for wide views down into Tamil Nadu. Return through the estates in the afternoon. In the evening watch a Kathakali and Kalaripayattu performance at a cultural centre near town.",
        meals: ["Breakfast", "Dinner"],
        stay: "Valley-view resort near Munnar",
      },
      {
        title: "Kolukkumalai sunrise and plantation trek",
        description:
          "Leave before dawn for Suryanelli, where four-wheel-drive jeeps climb a rough estate track for about an hour to Kolukkumalai to watch the sun rise over the Western Ghats. Visit the estate's old orthodox tea factory, then walk down through tea rows and shola forest with a local guide. The afternoon is free to rest.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Valley-view resort near Munnar",
      },
      {
        title: "Departure to Kochi",
        description:
          "After a leisurely breakfast, drive back down to Kochi for your flight or onward train, with a stop for fresh tea and home-made chocolate in town.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Valley-view resort near Munnar",
        type: "Hill resort",
        location: "Chithirapuram side of Munnar, among tea estates",
        nights: 4,
        description:
          "Rooms with balconies looking across tea-covered valleys, a fireplace lounge and Kerala home-style cooking.",
      },
    ],
    costItems: [
      { label: "Accommodation (4 nights)", amount: 11600 },
      { label: "Private car and driver from Kochi", amount: 6200 },
      { label: "Kolukkumalai jeep and trekking guide", amount: 2300 },
      { label: "Park, museum and show tickets", amount: 1500 },
      { label: "Meals", amount: 2900 },
    ],
    inclusions: [
      "Four nights at a valley-view resort with breakfast and dinner",
      "Private car from Kochi for all transfers and sightseeing",
      "Eravikulam National Park entry and park bus",
      "Kolukkumalai sunrise jeep ride, factory visit and packed lunch",
      "Guided plantation trek",
      "Tea museum entry and Kathakali and Kalaripayattu show tickets",
    ],
    exclusions: [
      "Flights or trains to Kochi",
      "Lunches other than on day 4",
      "Boating at Mattupetty and Kundala",
      "Camera fees",
      "Tips and personal expenses",
    ],
    gallery: [
      {
        caption: "Tea estates above Munnar",
        alt: "Illustration of neatly trimmed tea bushes covering rolling green slopes",
        scene: "tea-hills",
      },
      {
        caption: "Nilgiri tahr in Eravikulam",
        alt: "Illustration of a Nilgiri tahr standing on a rocky grassland slope",
        scene: "wildlife",
      },
      {
        caption: "Sunrise from Kolukkumalai",
        alt: "Illustration of the sun rising over layered blue mountain ridges above a sea of cloud",
        scene: "mountain",
      },
    ],
    reviews: [
      {
        author: "Deepak Nair",
        rating: 5,
        comment:
          "The Kolukkumalai jeep ride is bumpy but the sunrise above the clouds was worth every jolt. The old tea factory there still uses machines from decades ago.",
        date: "2025-11-16",
      },
      {
        author: "Emma Clarke",
        rating: 5,
        comment:
          "We saw a whole herd of Nilgiri tahr grazing right beside the walking road in Eravikulam. The resort balcony view over the tea valley made it hard to leave.",
        date: "2024-10-05",
      },
      {
        author: "Sanjay Iyer",
        rating: 4.5,
        comment:
          "Top Station was misty when we arrived and cleared after half an hour, so be patient. The Kalaripayattu show was thrilling.",
        date: "2026-05-03",
      },
      {
        author: "Fatima Sheikh",
        rating: 3.5,
        comment:
          "Lovely scenery and a kind driver, but the road from Kochi took almost six hours with holiday traffic and the Mattupetty stretch was crowded on a Sunday.",
        date: "2025-05-25",
      },
    ],
    imageAlt:
      "Illustration of a winding road through emerald tea plantations with mountains behind, Munnar",
  },
};
