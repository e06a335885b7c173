import type { SeedDestination } from "@/server/db/seed/types";

export const ladakh: SeedDestination = {
  srNo: 4,
  slug: "ladakh",
  name: "Ladakh",
  state: "Ladakh",
  region: "North India",
  description:
    "Ladakh is a high-altitude cold desert between the Karakoram and the Great Himalaya, and became a Union Territory of India in 2019. Leh, its main town, sits at about 3,500 m, so every visitor needs a day or two of rest to acclimatise before going higher. Tibetan Buddhist monasteries such as Thiksey, Hemis and Diskit, the sand dunes and Bactrian camels of the Nubra Valley and the changing blues of Pangong Tso draw travellers each summer. The high passes, including Khardung La and Chang La, are usually open only from about May to October. Since 2021 Indian citizens no longer need an Inner Line Permit for Nubra and Pangong but pay an environment fee, while foreign nationals still need a Protected Area Permit.",
  bestSeason: "May to September",
  interests: ["adventure", "nature", "spiritual", "cultural"],
  avgPrice: 52000,
  rating: 4.9,
  difficulty: "Challenging",
  featured: true,
  scene: "mountain",
  imageAlt: "Illustration of a whitewashed Ladakhi monastery below bare brown peaks",
  package: {
    name: "Leh, Nubra Valley & Pangong Tso High Road Journey",
    description:
      "A seven-day road journey built around safe acclimatisation: two easy days in Leh before crossing Khardung La to the Nubra Valley and continuing to the lakeshore camps of Pangong Tso. Travel is in a private SUV with a local driver, and nights at altitude are kept to a sensible minimum. Permits and fees for the protected areas are arranged for you.",
    highlights: [
      "A full rest day and gentle sightseeing to acclimatise in Leh",
      "Thiksey and Hemis monasteries in the Indus Valley",
      "Crossing Khardung La to the dunes of Hunder in Nubra",
      "A night in a lakeside camp at Pangong Tso",
      "Return to Leh over the Chang La pass",
    ],
    difficulty: "Moderate",
    itinerary: [
      {
        title: "Fly into Leh and rest",
        description:
          "Land at Leh's Kushok Bakula Rimpochee Airport, one of the highest commercial airports in the world, and transfer to your hotel. The whole day is kept free for rest and plenty of water, which is the most important step in avoiding altitude sickness. A short evening stroll to Leh market only if you feel well.",
        meals: ["Lunch", "Dinner"],
        stay: "Family-run hotel in Leh town",
      },
      {
        title: "Leh Palace, Shanti Stupa and the Sangam",
        description:
          "A gentle day on the Srinagar road: Gurudwara Pathar Sahib, the Magnetic Hill stretch and the Sangam, where the green Indus meets the muddy Zanskar. Return via the Hall of Fame war museum. In the late afternoon visit the seventeenth-century Leh Palace and watch the sunset from Shanti Stupa.",
        meals: ["Breakfast", "Dinner"],
        stay: "Family-run hotel in Leh town",
      },
      {
        title: "Monasteries of the Indus Valley",
        description:
          "Attend the morning prayers at Thiksey Monastery, with its two-storey Maitreya Buddha, then drive to Hemis, the largest and wealthiest monastery in Ladakh, and its museum. Stop at the ruined palace and giant Buddha of Shey on the way back to Leh.",
        meals: ["Breakfast", "Dinner"],
        stay: "Family-run hotel in Leh town",
      },
      {
        title: "Over Khardung La to the Nubra Valley",
        description:
          "Drive over Khardung La, one of the highest motorable passes in the world, spending only a few minutes at the top. Descend into the Nubra Valley to visit Diskit Monastery and its large Maitreya Buddha statue facing the Shyok River (about 5 hours of driving in total). In the late afternoon walk the sand dunes of Hunder, with an optional ride on a double-humped Bactrian camel.",
        meals: ["Breakfast", "Dinner"],
        stay: "Tented camp at Hunder, Nubra Valley",
      },
      {
        title: "Nubra to Pangong Tso",
        description:
          "A long, scenic drive (about 6 to 7 hours) to Pangong Tso along the Shyok River road when it is open, otherwise via Leh and Chang La. The brackish lake, about 134 km long, stretches from India into Tibet and shifts from turquoise to deep blue through the day. Overnight in a lakeside camp at Spangmik, where nights are very cold even in summer.",
        meals: ["Breakfast", "Dinner"],
        stay: "Lakeside camp at Spangmik, Pangong Tso",
      },
      {
        title: "Pangong sunrise and return over Chang La",
        description:
          "Watch the sunrise over the lake, then drive back to Leh over the Chang La pass (about 5 hours), passing the villages of Tangtse and Durbuk. Afternoon at leisure for shopping for pashmina and apricot products in Leh market.",
        meals: ["Breakfast", "Dinner"],
        stay: "Family-run hotel in Leh town",
      },
      {
        title: "Departure from Leh",
        description:
          "Early breakfast and transfer to Leh airport for your morning flight. Morning flights are the norm here because afternoon winds can disrupt operations.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Family-run hotel in Leh town",
        type: "3-star hotel",
        location: "Changspa, Leh",
        nights: 4,
        description:
          "A warm, locally owned hotel with heated rooms, a garden of apricot trees and a short walk to Leh market; used for the first three nights and the night after Pangong.",
      },
      {
        name: "Tented camp at Hunder",
        type: "Deluxe tented camp",
        location: "Hunder, Nubra Valley",
        nights: 1,
        description:
          "Insulated Swiss tents with attached bathrooms near the Hunder dunes, with hot water in the evening and a dining tent serving Ladakhi and North Indian food.",
      },
      {
        name: "Lakeside camp at Spangmik",
        type: "Tented camp",
        location: "Spangmik, Pangong Tso",
        nights: 1,
        description:
          "Simple heated tents a few minutes' walk from the shore of Pangong Tso; electricity is limited to evening hours.",
      },
    ],
    costItems: [
      { label: "Accommodation (6 nights, breakfast and dinner)", amount: 21500 },
      { label: "Private SUV with driver for six days and airport transfers", amount: 16800 },
      { label: "Local escort and monastery guide", amount: 2800 },
      { label: "Environment fee, Red Cross fee and monastery entries", amount: 1300 },
      { label: "Oxygen cylinder in vehicle and Hunder camel ride", amount: 1700 },
    ],
    inclusions: [
      "Six nights in Leh, Nubra and Pangong with breakfast and dinner",
      "Lunch and dinner on the arrival day",
      "Private SUV with an experienced local driver throughout",
      "Protected-area fees, and help with the Protected Area Permit for foreign nationals",
      "Monastery entry tickets at Thiksey, Hemis, Diskit and Leh Palace",
      "Oxygen cylinder and first-aid kit carried in the vehicle",
      "Bactrian camel ride at Hunder",
    ],
    exclusions: [
      "Flights to and from Leh",
      "Lunches from day two onwards",
      "Extra nights caused by flight cancellations or road closures",
      "Travel insurance with high-altitude cover (strongly advised)",
      "Tips for the driver and escort",
    ],
    gallery: [
      {
        caption: "The blues of Pangong Tso",
        alt: "Illustration of a long turquoise lake between bare brown mountains",
        scene: "lake",
      },
      {
        caption: "Sand dunes of Hunder",
        alt: "Illustration of Bactrian camels on grey sand dunes in the Nubra Valley",
        scene: "desert",
      },
      {
        caption: "Thiksey Monastery at dawn",
        alt: "Illustration of a tiered white monastery climbing a hillside above the Indus",
        scene: "temple",
      },
    ],
    reviews: [
      {
        author: "Vikram Nair",
        rating: 5,
        comment:
          "The two slow days in Leh were worth it, nobody in our group got sick crossing Khardung La. The night at Pangong was freezing but the sunrise over the lake was the best thing I have ever seen.",
        date: "2025-07-14",
      },
      {
        author: "Hannah Schmidt",
        rating: 5,
        comment:
          "Morning prayers at Thiksey with the young monks and their horns was magical. Our driver drove the Shyok road to Pangong with great care and stopped whenever we wanted photos.",
        date: "2024-08-30",
      },
      {
        author: "Tenzin Dolma",
        rating: 4.5,
        comment:
          "Well paced and honest about the altitude. The Hunder camp was comfortable, and the Diskit Buddha looking down the Nubra Valley was a highlight.",
        date: "2025-09-08",
      },
      {
        author: "Lucas Moreau",
        rating: 4,
        comment:
          "Spectacular scenery on every day. The drive from Nubra to Pangong is long and bumpy, but the guide warned us in advance and the Protected Area Permit was sorted without any fuss.",
        date: "2024-06-21",
      },
    ],
    imageAlt: "Illustration of a winding mountain road leading down to Pangong Tso",
  },
};
