import type { SeedDestination } from "@/server/db/seed/types";

export const manali: SeedDestination = {
  srNo: 18,
  slug: "manali",
  name: "Manali",
  state: "Himachal Pradesh",
  region: "North India",
  description:
    "Manali sits at about 2,050 metres at the head of the Kullu Valley, where the Beas River rushes down between deodar forests and snow-capped peaks. The wooden Hadimba Devi Temple, built in 1553, and the lanes of Old Manali keep the valley's mountain traditions alive, while nearby Vashisht has natural hot springs. Solang Valley is the hub for paragliding in the warmer months and for skiing and snow play in winter. The Atal Tunnel, opened in 2020, gives Manali a road link to the Lahaul Valley in every season, snow permitting, and the high Rohtang Pass can be visited with a permit from late spring to autumn. Manali is also the starting point of the road to Leh and of many Himalayan treks.",
  bestSeason: "October to June",
  interests: ["adventure", "nature", "cultural"],
  avgPrice: 24500,
  rating: 4.5,
  difficulty: "Moderate",
  featured: false,
  scene: "snow",
  imageAlt: "Illustration of snow-covered peaks above the deodar forests of Manali",
  package: {
    name: "Manali Snow Peaks & Lahaul Valley Adventure",
    description:
      "Five days in the upper Kullu Valley combining old temples and villages with snow, hot springs and a drive through the Atal Tunnel into Lahaul. One activity in Solang Valley is included, chosen by season: paragliding, the ropeway, or skiing and snow play. Mountain roads can close after heavy snow or rain, so the order of days may change.",
    highlights: [
      "The 16th-century wooden Hadimba Devi Temple",
      "Through the Atal Tunnel to Sissu in Lahaul",
      "Paragliding, ropeway or snow play in Solang Valley",
      "Hot springs of Vashisht and the walk to Jogini Falls",
      "Naggar Castle and the Roerich art gallery",
    ],
    difficulty: "Moderate",
    itinerary: [
      {
        title: "Arrival in Manali",
        description:
          "Arrive by overnight bus from Delhi or fly to Bhuntar airport, about 50 kilometres to the south, and transfer to your hotel. Rest to adjust to the altitude, then take an easy evening walk along the Mall Road.",
        meals: ["Dinner"],
        stay: "Manali",
      },
      {
        title: "Hadimba Temple, Old Manali and Vashisht",
        description:
          "Walk through the cedar forest to the Hadimba Devi Temple with its tiered wooden roof and carved doorway, then visit the Manu Temple above Old Manali and its riverside cafés. In the afternoon cross the Beas to Vashisht village for the hot spring baths and an easy hike of about two kilometres to Jogini Falls.",
        meals: ["Breakfast", "Dinner"],
        stay: "Manali",
      },
      {
        title: "Atal Tunnel, Sissu and Solang Valley",
        description:
          "Drive through the nine-kilometre Atal Tunnel to Sissu in the Lahaul Valley to see its waterfall and the Chandra River, with snow on the slopes for much of the year. On the way back stop at Solang Valley for your included activity: paragliding, the ropeway or, in winter, skiing and snow play. When heavy snow closes the road, the day is spent in Solang alone.",
        meals: ["Breakfast", "Dinner"],
        stay: "Manali",
      },
      {
        title: "Naggar Castle and the Roerich estate",
        description:
          "Drive about 20 kilometres down the left bank of the Beas to Naggar, whose 15th-century castle of the Kullu rulers is now a heritage hotel and museum. Visit the Nicholas Roerich Art Gallery in the Russian painter's former home, then return to Manali for a farewell dinner.",
        meals: ["Breakfast", "Dinner"],
        stay: "Manali",
      },
      {
        title: "Departure",
        description:
          "Check out after breakfast and transfer to Bhuntar airport or the bus stand for your return journey.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Mountain-view hotel near Hadimba Temple",
        type: "Mountain hotel",
        location: "Hadimba Temple road, Manali",
        nights: 4,
        description:
          "A timber-and-stone hotel among the deodars with heated rooms and balconies facing the snow peaks.",
      },
    ],
    costItems: [
      { label: "Accommodation, 4 nights on twin sharing", amount: 10800 },
      { label: "Transfers and car for all excursions", amount: 4400 },
      { label: "Local guide for two days", amount: 1500 },
      { label: "Solang Valley activity and entry fees", amount: 2600 },
      { label: "Meals as listed in the itinerary", amount: 1500 },
    ],
    inclusions: [
      "4 nights in a mountain-view hotel on twin sharing",
      "Daily breakfast and dinner",
      "Bhuntar airport or Manali bus stand transfers",
      "Car with a mountain-trained driver for all excursions",
      "Local guide for the temples and Naggar",
      "One Solang Valley activity by season",
    ],
    exclusions: [
      "Flights or bus tickets to the Kullu Valley",
      "Rohtang Pass permit and excursion",
      "Snow clothing and boot hire",
      "Lunches and personal expenses",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "Hadimba Devi Temple",
        alt: "Illustration of the tiered wooden roof of the Hadimba Devi Temple among tall deodars",
        scene: "temple",
      },
      {
        caption: "Winter in Solang Valley",
        alt: "Illustration of skiers on snowy slopes in Solang Valley beneath white peaks",
        scene: "snow",
      },
      {
        caption: "The Beas River",
        alt: "Illustration of the Beas River tumbling over boulders below pine-covered hills",
        scene: "river",
      },
    ],
    reviews: [
      {
        author: "Vikram Thakur",
        rating: 4.5,
        comment:
          "Driving through the Atal Tunnel into snowy Lahaul was unreal. Solang was crowded, but the paragliding flight over the valley was worth it.",
        date: "2025-05-18",
      },
      {
        author: "Olivia Bennett",
        rating: 5,
        comment:
          "The Hadimba Temple in the cedar forest and the Roerich house at Naggar were beautiful and calm. The warm hotel after a day in the snow was perfect.",
        date: "2024-12-29",
      },
      {
        author: "Rahul Verma",
        rating: 3.5,
        comment:
          "Snowfall closed the road to Sissu on our third day, so we only did Solang. The team adjusted quickly, but January plans need flexibility.",
        date: "2026-01-24",
      },
      {
        author: "Kavya Reddy",
        rating: 4.5,
        comment:
          "Vashisht hot springs and the Jogini Falls walk were lovely. Old Manali cafés made for great evenings.",
        date: "2025-10-12",
      },
    ],
    imageAlt: "Illustration of the snowy Solang Valley with paragliders above the slopes",
  },
};
