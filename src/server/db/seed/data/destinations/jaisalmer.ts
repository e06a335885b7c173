import type { SeedDestination } from "@/server/db/seed/types";

export const jaisalmer: SeedDestination = {
  srNo: 22,
  slug: "jaisalmer",
  name: "Jaisalmer",
  state: "Rajasthan",
  region: "West India",
  description:
    "Jaisalmer was founded in 1156 by the Bhati Rajput ruler Rawal Jaisal on a ridge of yellow sandstone in the Thar Desert. Its fort, Sonar Quila, is one of the few in the world still lived in, with homes, shops and Jain temples inside its walls, and it is part of the Hill Forts of Rajasthan World Heritage Site. The town grew rich on the caravan trade, which paid for ornate merchant mansions such as Patwon ki Haveli and Salim Singh ki Haveli. Beyond the town lie the abandoned village of Kuldhara, the royal cenotaphs of Bada Bagh and the rolling sand dunes of Sam and Khuri. A night at a desert camp with folk music under the stars is the highlight of many visits.",
  bestSeason: "October to March",
  interests: ["historical", "cultural", "adventure"],
  avgPrice: 25500,
  rating: 4.7,
  difficulty: "Easy",
  featured: false,
  scene: "desert",
  imageAlt: "Illustration of camels crossing the golden Sam sand dunes near Jaisalmer at sunset",
  package: {
    name: "Jaisalmer Golden Fort & Thar Desert Camp",
    description:
      "Explore the living fort and carved havelis of the Golden City, then head into the Thar for a camel ride and a night at a desert camp near Sam. Two nights in a haveli in the old town and one under canvas make this an easy, atmospheric desert break.",
    highlights: [
      "Guided walk through the living Sonar Quila",
      "Patwon ki Haveli and the merchant mansions",
      "Sunset camel ride on the Sam dunes",
      "Folk music and dinner at a desert camp",
      "Bada Bagh cenotaphs and the ghost village of Kuldhara",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival and Gadisar Lake",
        description:
          "Arrive by train or by road from Jodhpur, about five hours away, and check in to a haveli hotel in the old town. At sunset walk to Gadisar Lake, a 14th-century reservoir ringed by small shrines and ghats.",
        meals: ["Dinner"],
        stay: "Old town, Jaisalmer",
      },
      {
        title: "Sonar Quila and the havelis",
        description:
          "Enter the fort through its great gates with a local guide to visit the Raj Mahal palace museum and the carved Jain temples of the 12th to 15th centuries. Wander the lanes where families still live inside the walls. In the afternoon visit Patwon ki Haveli, Salim Singh ki Haveli and Nathmal ki Haveli in the town below.",
        meals: ["Breakfast", "Dinner"],
        stay: "Old town, Jaisalmer",
      },
      {
        title: "Bada Bagh, Kuldhara and the Sam dunes",
        description:
          "Start at the sandstone cenotaphs of Bada Bagh, then visit Kuldhara, a Paliwal Brahmin village abandoned about two centuries ago. Continue to the Sam dunes, about 40 kilometres west of town, for a camel ride at sunset, and spend the evening at a desert camp with Rajasthani folk music, dance and dinner under the stars.",
        meals: ["Breakfast", "Dinner"],
        stay: "Sam sand dunes",
      },
      {
        title: "Desert sunrise and departure",
        description:
          "Watch the sunrise over the dunes, then return to Jaisalmer after breakfast for your onward train or drive.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Heritage haveli hotel in the old town",
        type: "Heritage haveli",
        location: "Old town, below Jaisalmer Fort",
        nights: 2,
        description:
          "A carved sandstone haveli with a rooftop terrace looking straight at the fort walls.",
      },
      {
        name: "Swiss-tent desert camp",
        type: "Tented camp",
        location: "Sam sand dunes, Jaisalmer district",
        nights: 1,
        description:
          "Furnished tents with attached bathrooms around a central stage for the evening folk performance.",
      },
    ],
    costItems: [
      { label: "Accommodation, 2 haveli nights and 1 camp night on twin sharing", amount: 10800 },
      { label: "Car for transfers, Bada Bagh, Kuldhara and Sam", amount: 4300 },
      { label: "Local guide for the fort and havelis", amount: 1500 },
      { label: "Monument and museum entry tickets", amount: 600 },
      { label: "Camel ride and cultural evening at the camp", amount: 2200 },
      { label: "Meals as listed in the itinerary", amount: 2200 },
    ],
    inclusions: [
      "2 nights in a heritage haveli and 1 night in a desert camp, twin sharing",
      "Daily breakfast and dinner",
      "Station transfers and a car for all sightseeing",
      "Local guide for the fort, Jain temples and havelis",
      "Entry tickets for the fort palace museum, havelis, Bada Bagh and Kuldhara",
      "Sunset camel ride and folk music evening",
    ],
    exclusions: [
      "Train or flight tickets to Jaisalmer",
      "Jeep dune-bashing and parasailing at Sam",
      "Camera fees at the fort museum",
      "Lunches and personal expenses",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "Sonar Quila",
        alt: "Illustration of the golden sandstone bastions of Jaisalmer Fort on its hill",
        scene: "fort",
      },
      {
        caption: "Sunset at Sam",
        alt: "Illustration of a camel caravan silhouetted on the Sam dunes at sunset",
        scene: "desert",
      },
      {
        caption: "Patwon ki Haveli",
        alt: "Illustration of the carved stone balconies of Patwon ki Haveli",
        scene: "palace",
      },
    ],
    reviews: [
      {
        author: "Rajesh Bhatia",
        rating: 5,
        comment:
          "Walking the fort lanes with a guide who grew up inside them was special. The Jain temple carvings were finer than anything I saw in Jodhpur.",
        date: "2025-01-31",
      },
      {
        author: "Isabella Rossi",
        rating: 4.5,
        comment:
          "The camel ride at Sam and the folk music at the camp were magical, and the stars were incredible. The tents were warmer than I expected in December.",
        date: "2024-12-17",
      },
      {
        author: "Farhan Qureshi",
        rating: 4,
        comment:
          "Loved the haveli hotel with its rooftop view of the fort. Sam gets crowded at sunset, so ask the camp for a quieter dune.",
        date: "2026-02-09",
      },
    ],
    imageAlt: "Illustration of Jaisalmer Fort glowing golden above the old town at dusk",
  },
};
