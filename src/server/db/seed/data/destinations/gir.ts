import type { SeedDestination } from "@/server/db/seed/types";

export const gir: SeedDestination = {
  srNo: 26,
  slug: "gir",
  name: "Gir National Park",
  state: "Gujarat",
  region: "West India",
  description:
    "Gir, in the Saurashtra peninsula of Gujarat, is the last wild home of the Asiatic lion. Protection began under the Nawabs of Junagadh in the early twentieth century, the forest became a sanctuary in 1965 and its core a national park in 1975, and lion numbers have since climbed from fewer than two hundred to several hundred spread across the wider landscape. The dry teak and acacia forest also shelters leopards, spotted deer, sambar, nilgai, chinkara, the four-horned antelope and marsh crocodiles around the Kamleshwar reservoir. Maldhari herders still live with their cattle in small settlements inside the forest. Jeep safaris run from Sasan Gir on permits issued by the Gujarat Forest Department, and the park's safari routes close each year from 16 June to 15 October for the monsoon.",
  bestSeason: "December to April",
  interests: ["wildlife", "nature", "cultural"],
  avgPrice: 34000,
  rating: 4.6,
  difficulty: "Easy",
  featured: false,
  scene: "wildlife",
  imageAlt: "Illustration of an Asiatic lion resting beneath teak trees in the Gir forest",
  package: {
    name: "Gir Asiatic Lion Safari & Somnath Escape",
    description:
      "Three safaris in four days give you the best possible chance of meeting the Asiatic lion in its only wild home. A resident naturalist rides with you into the Gir forest twice at dawn and once into the fenced Devalia zone, and explains lion prides, leopards and birdlife along the way. An evening at the seaside Somnath temple adds a sacred coast to the forest days.",
    highlights: [
      "Two dawn jeep safaris in Gir National Park",
      "Devalia Safari Park for close views of lions",
      "Naturalist-led visit to a Maldhari settlement",
      "Evening aarti at Somnath temple by the Arabian Sea",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Rajkot to Sasan Gir",
        description:
          "Arrive at Rajkot airport or railway station and drive about four hours south through Saurashtra farmland to Sasan Gir. After check-in, the naturalist gives a briefing on lion behaviour and safari rules, followed by a walk along the forest edge at dusk.",
        meals: ["Dinner"],
        stay: "Jungle lodge at Sasan Gir",
      },
      {
        title: "Dawn safari and Maldhari life",
        description:
          "Report at Sinh Sadan, the forest department's safari centre, before sunrise for a three-hour open jeep safari on your allotted route, looking for lions, leopards, deer and crested serpent eagles. Rest through the heat of the day. In the late afternoon visit a Maldhari settlement on the forest fringe with the naturalist to hear how these cattle herders have lived alongside lions for generations.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Jungle lodge at Sasan Gir",
      },
      {
        title: "Second safari and Somnath",
        description:
          "A second dawn safari on a different route, often passing the Kamleshwar reservoir where marsh crocodiles bask. After lunch drive about an hour and a half to Somnath, the first of the twelve Jyotirlinga shrines, rebuilt many times and standing on the shore of the Arabian Sea. Stay for the evening aarti and the sound-and-light show before returning to Sasan.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Jungle lodge at Sasan Gir",
      },
      {
        title: "Devalia Safari Park and departure",
        description:
          "Early morning drive to Devalia Safari Park, the fenced Gir Interpretation Zone about twelve kilometres from Sasan, where a short bus or jeep circuit gives close views of lions, leopards and herbivores. Return for breakfast and drive back to Rajkot for the onward journey.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Jungle lodge at Sasan Gir",
        type: "Wildlife lodge",
        location: "Sasan Gir, close to the Sinh Sadan safari centre",
        nights: 3,
        description:
          "Cottages set in a mango and teak orchard on the forest edge, with a naturalist on site and early tea before each safari.",
      },
    ],
    costItems: [
      { label: "Accommodation (3 nights)", amount: 12600 },
      { label: "Transfers Rajkot to Sasan Gir, Somnath excursion and return", amount: 6200 },
      { label: "Safari permits, jeep hire and forest guide (3 safaris)", amount: 5400 },
      { label: "Resident naturalist", amount: 2200 },
      { label: "Meals", amount: 2400 },
    ],
    inclusions: [
      "Three nights at a jungle lodge in Sasan Gir",
      "All meals from dinner on day 1 to breakfast on day 4",
      "Two Gir National Park jeep safaris with permits and forest guide",
      "One Devalia Safari Park visit",
      "Naturalist on all safaris and the Maldhari village visit",
      "Private car for Rajkot transfers and the Somnath excursion",
    ],
    exclusions: [
      "Flights or trains to Rajkot",
      "Camera fees charged by the forest department",
      "Extra safaris beyond the three included",
      "Tips for drivers and forest guides",
      "Personal expenses",
    ],
    gallery: [
      {
        caption: "A lioness on a forest track at dawn",
        alt: "Illustration of an Asiatic lioness walking along a dusty track in Gir at sunrise",
        scene: "wildlife",
      },
      {
        caption: "Dry teak forest in Gir",
        alt: "Illustration of open jeeps on a trail through dry deciduous teak forest",
        scene: "forest",
      },
      {
        caption: "Somnath temple by the sea",
        alt: "Illustration of the Somnath temple spire against the Arabian Sea at dusk",
        scene: "temple",
      },
    ],
    reviews: [
      {
        author: "Kavita Desai",
        rating: 5,
        comment:
          "We saw a pride of four lions resting near the Kamleshwar side on the second morning, barely fifteen metres from the jeep. The naturalist knew every route and the Maldhari visit was a real insight.",
        date: "2025-03-09",
      },
      {
        author: "James Whitfield",
        rating: 4.5,
        comment:
          "First safari we only saw spotted deer and a leopard's tail, but the second made up for it with a male lion crossing the track. Devalia on the last morning is a bit like a zoo, but good for photographs.",
        date: "2024-12-18",
      },
      {
        author: "Mehul Parmar",
        rating: 4,
        comment:
          "Somnath aarti was beautiful and well timed. The drive from Rajkot is long, and the lodge rooms were simple, but the food and the dawn tea before each safari were spot on.",
        date: "2026-04-11",
      },
      {
        author: "Sophie Laurent",
        rating: 5,
        comment:
          "Permits were arranged in advance so we just turned up at Sinh Sadan before sunrise. Hearing lions call at night from the lodge was magical.",
        date: "2025-02-02",
      },
    ],
    imageAlt: "Illustration of an open safari jeep watching a lion pride in the Gir forest",
  },
};
