import type { SeedDestination } from "@/server/db/seed/types";

export const ranthambore: SeedDestination = {
  srNo: 23,
  slug: "ranthambore",
  name: "Ranthambore",
  state: "Rajasthan",
  region: "West India",
  description:
    "Ranthambore National Park lies near Sawai Madhopur in eastern Rajasthan, where the Aravalli and Vindhya hills meet. Once a hunting reserve of the Maharajas of Jaipur, it became one of India's first tiger reserves under Project Tiger in 1973 and a national park in 1980. Its dry deciduous forest, lakes and rocky ridges give some of the best chances in India of seeing a wild tiger, often near the lakes of Padam Talao, Raj Bagh and Malik Talao. The 10th-century Ranthambore Fort rises from the middle of the park and, with its Trinetra Ganesh Temple, is part of the Hill Forts of Rajasthan World Heritage Site. Safaris run in open jeeps or larger canters, and the core zones close from July to September for the monsoon.",
  bestSeason: "October to June",
  interests: ["wildlife", "nature", "historical"],
  avgPrice: 34000,
  rating: 4.6,
  difficulty: "Easy",
  featured: false,
  scene: "wildlife",
  imageAlt: "Illustration of a tiger resting by a lake beneath the walls of Ranthambore Fort",
  package: {
    name: "Ranthambore Tigers & Fort Safari Break",
    description:
      "Four safaris in shared jeeps give you the best chance of meeting Ranthambore's tigers, with a naturalist to read the tracks and alarm calls. Between drives you climb to the thousand-year-old fort inside the park and meet village artisans. Safari zones are allotted by the forest department when permits are booked.",
    highlights: [
      "Four jeep safaris in Ranthambore's tiger zones",
      "Ranthambore Fort and the Trinetra Ganesh Temple",
      "Lakeside sightings around Padam Talao and Raj Bagh",
      "Block printing and embroidery at a village craft centre",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival and first safari",
        description:
          "Arrive at Sawai Madhopur station, about five hours by train from Delhi or two to three hours from Jaipur, and transfer to your lodge near the park. After lunch take your first afternoon safari in a shared jeep in the zone allotted to you.",
        meals: ["Lunch", "Dinner"],
        stay: "Sawai Madhopur",
      },
      {
        title: "Dawn safari and Ranthambore Fort",
        description:
          "A dawn safari searches for tigers, sloth bears and leopards around the lakes and ridges. After breakfast climb up to Ranthambore Fort to see its gates, stepwells, the ruins of Hammir's palace and the Trinetra Ganesh Temple, where devotees send letters and wedding invitations to Lord Ganesh. Rest at the lodge in the afternoon.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Sawai Madhopur",
      },
      {
        title: "Two safaris and village crafts",
        description:
          "Take a morning safari, then visit a craft centre where women from villages around the park work on block printing and embroidery. The afternoon safari offers another chance at tigers as animals come to the water in the cooler hours.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Sawai Madhopur",
      },
      {
        title: "Departure",
        description:
          "Enjoy a relaxed breakfast and birdwatching in the lodge gardens before your transfer to Sawai Madhopur station.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Jungle lodge on Ranthambore Road",
        type: "Wildlife lodge",
        location: "Ranthambore Road, Sawai Madhopur",
        nights: 3,
        description:
          "Cottages in landscaped grounds a short drive from the park gates, with a pool and early tea before safaris.",
      },
    ],
    costItems: [
      { label: "Accommodation, 3 nights on twin sharing", amount: 14000 },
      { label: "Four shared jeep safaris with park permits", amount: 7600 },
      { label: "Station transfers and local car", amount: 2300 },
      { label: "Naturalist for all safaris", amount: 2000 },
      { label: "Fort visit and craft centre", amount: 400 },
      { label: "Meals, full board at the lodge", amount: 2500 },
    ],
    inclusions: [
      "3 nights in a jungle lodge on twin sharing",
      "All meals from lunch on day 1 to breakfast on day 4",
      "Sawai Madhopur station transfers",
      "Four shared jeep safaris with permits for Indian nationals",
      "Naturalist on every safari",
      "Visit to Ranthambore Fort and a village craft centre",
    ],
    exclusions: [
      "Train tickets to Sawai Madhopur",
      "Supplement for foreign nationals' safari permits",
      "Private jeep upgrades",
      "Tips for drivers and naturalists",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "Tiger at Padam Talao",
        alt: "Illustration of a tiger drinking at the edge of Padam Talao lake",
        scene: "wildlife",
      },
      {
        caption: "Ranthambore Fort",
        alt: "Illustration of the ramparts of Ranthambore Fort on a rocky hill above the forest",
        scene: "fort",
      },
      {
        caption: "Dry deciduous forest",
        alt: "Illustration of spotted deer among dhok trees and banyan roots in Ranthambore",
        scene: "forest",
      },
    ],
    reviews: [
      {
        author: "Siddharth Jain",
        rating: 5,
        comment:
          "Tigress with two cubs near Raj Bagh on our second morning safari. The naturalist heard the sambar alarm call long before we saw anything.",
        date: "2025-04-13",
      },
      {
        author: "Michael Brooks",
        rating: 4.5,
        comment:
          "Four safaris gave us two tiger sightings, and the climb to the fort and the Trinetra Ganesh Temple was a great break from the jeep.",
        date: "2024-11-24",
      },
      {
        author: "Lakshmi Narayanan",
        rating: 4,
        comment:
          "Comfortable lodge and excellent food. Zone allocation was luck of the draw, and one safari in a quieter zone was dusty with little to see.",
        date: "2026-03-22",
      },
      {
        author: "Yuki Tanaka",
        rating: 4.5,
        comment:
          "The craft centre visit was a lovely surprise and I bought block-printed scarves. Very early starts, but worth it for the morning light.",
        date: "2025-02-03",
      },
    ],
    imageAlt:
      "Illustration of an open safari jeep watching a tiger on a forest track in Ranthambore",
  },
};
