import type { SeedDestination } from "@/server/db/seed/types";

export const shimla: SeedDestination = {
  srNo: 19,
  slug: "shimla",
  name: "Shimla",
  state: "Himachal Pradesh",
  region: "North India",
  description:
    "Shimla spreads along a ridge at about 2,200 metres in the lower Himalaya and served as the summer capital of British India from 1864. Its Ridge and Mall Road are lined with colonial buildings such as the neo-Gothic Christ Church and the Gaiety Theatre, while the Viceregal Lodge on Observatory Hill hosted the Simla Conference of 1945. The Kalka–Shimla Railway, opened in 1903 and listed by UNESCO as part of the Mountain Railways of India, climbs to the town through more than 100 tunnels. Jakhu Hill, the highest point in town, is crowned by a Hanuman temple and surrounded by deodar and oak forest. Day trips lead to the orchards and viewpoints of Kufri, Mashobra and Chail.",
  bestSeason: "March to June",
  interests: ["nature", "historical", "cultural"],
  avgPrice: 18500,
  rating: 4.3,
  difficulty: "Easy",
  featured: false,
  scene: "mountain",
  imageAlt: "Illustration of Christ Church on Shimla's Ridge with forested hills behind",
  package: {
    name: "Shimla Toy Train & Colonial Heritage Trail",
    description:
      "Ride the UNESCO-listed toy train up from Kalka and spend three days exploring the old summer capital of the Raj. Walks along the Ridge and the Mall, a tour of the Viceregal Lodge and a day among the orchards and viewpoints around Kufri make an easy, scenic trip for all ages.",
    highlights: [
      "Kalka–Shimla toy train through more than 100 tunnels",
      "Christ Church, the Ridge and the Gaiety Theatre",
      "Guided tour of the Viceregal Lodge",
      "Jakhu Temple by ropeway",
      "Himalayan views and apple orchards around Kufri and Mashobra",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Toy train from Kalka",
        description:
          "Meet at Kalka station, about 25 kilometres from Chandigarh, and board the narrow-gauge toy train for the five to six hour climb to Shimla past Barog and pine-covered hills. Check in and watch the lights come on across the hills from the Ridge.",
        meals: ["Dinner"],
        stay: "Shimla",
      },
      {
        title: "The Ridge, the Mall and Jakhu",
        description:
          "Walk the Ridge to Christ Church and Scandal Point, then along the Mall past the Gaiety Theatre and the old Town Hall. Ride the ropeway up to the Jakhu Temple, keeping a close eye on the monkeys, and finish in Lakkar Bazaar, known for its woodcraft.",
        meals: ["Breakfast", "Dinner"],
        stay: "Shimla",
      },
      {
        title: "Viceregal Lodge, Kufri and Mashobra",
        description:
          "Tour the Viceregal Lodge, now the Indian Institute of Advanced Study, and its gardens on Observatory Hill. After lunch drive about 16 kilometres to Kufri for views of the snow peaks and the Himalayan Nature Park, returning via an apple orchard near Mashobra.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Shimla",
      },
      {
        title: "Departure",
        description:
          "After breakfast drive down to Chandigarh, about four hours away, for your onward train or flight.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Colonial-era heritage hotel near the Mall",
        type: "Heritage hotel",
        location: "Mall Road, Shimla",
        nights: 3,
        description:
          "A restored Raj-era building with wooden floors, fireplaces and valley views, a short walk from the Ridge.",
      },
    ],
    costItems: [
      { label: "Accommodation, 3 nights on twin sharing", amount: 8100 },
      { label: "Toy train tickets and car transfers", amount: 4000 },
      { label: "Local heritage guide", amount: 1200 },
      { label: "Entry tickets and Jakhu ropeway", amount: 700 },
      { label: "Meals as listed in the itinerary", amount: 1700 },
    ],
    inclusions: [
      "3 nights in a heritage hotel on twin sharing",
      "Daily breakfast and dinner, plus lunch on day 3",
      "Reserved toy train seats from Kalka to Shimla",
      "Car for the Kufri excursion and the drive to Chandigarh",
      "Local heritage guide for the Ridge, the Mall and the Viceregal Lodge",
      "Viceregal Lodge entry and the Jakhu ropeway",
    ],
    exclusions: [
      "Travel to Kalka and from Chandigarh onwards",
      "Pony and yak rides at Kufri",
      "Lunches not listed and personal expenses",
      "Porter charges on the Mall, which is closed to most vehicles",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "Christ Church on the Ridge",
        alt: "Illustration of the cream neo-Gothic Christ Church on Shimla's Ridge",
        scene: "city",
      },
      {
        caption: "The Kalka–Shimla toy train",
        alt: "Illustration of a small blue toy train crossing an arched bridge in the hills",
        scene: "mountain",
      },
      {
        caption: "Winter at Kufri",
        alt: "Illustration of snow-dusted pine slopes at Kufri with distant peaks",
        scene: "snow",
      },
    ],
    reviews: [
      {
        author: "Arjun Malhotra",
        rating: 4.5,
        comment:
          "The toy train from Kalka was slow in the best way, and the kids counted tunnels all the way up. The Viceregal Lodge tour was full of stories.",
        date: "2025-05-04",
      },
      {
        author: "Margaret Hughes",
        rating: 4,
        comment:
          "Lovely heritage hotel and easy walks on the Ridge and the Mall. Kufri was busy with tourists, but the views from the Nature Park were worth it.",
        date: "2024-04-14",
      },
      {
        author: "Simran Gill",
        rating: 4.5,
        comment:
          "Jakhu by ropeway saved our knees, though a monkey did try for my sunglasses. The orchard stop near Mashobra was a sweet surprise.",
        date: "2026-06-02",
      },
    ],
    imageAlt: "Illustration of Shimla's hillside town at dusk with the Ridge and Christ Church",
  },
};
