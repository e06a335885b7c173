import type { SeedDestination } from "@/server/db/seed/types";

export const ooty: SeedDestination = {
  srNo: 33,
  slug: "ooty",
  name: "Ooty",
  state: "Tamil Nadu",
  region: "South India",
  description:
    "Ooty, officially Udhagamandalam, sits at about 2,240 metres in the Nilgiri hills of Tamil Nadu, long the home of the Toda people and their buffalo herds. John Sullivan, the Collector of Coimbatore, built a house here in the early 1820s, dammed the stream that became Ooty Lake and started the town that later served as the summer capital of the Madras Presidency. The Government Botanical Garden, laid out in the 1840s, hosts a famous flower show every May, and Doddabetta, at 2,637 metres, is the highest peak in the Nilgiris. The Nilgiri Mountain Railway, a UNESCO-listed metre-gauge line with a rack section below Coonoor, still climbs from Mettupalayam through tunnels and tea gardens.",
  bestSeason: "March to June",
  interests: ["nature", "cultural"],
  avgPrice: 21000,
  rating: 4.4,
  difficulty: "Easy",
  featured: false,
  scene: "tea-hills",
  imageAlt: "Illustration of tea gardens and blue hills around Ooty with a toy train on a bridge",
  package: {
    name: "Nilgiri Hills & Toy Train Holiday",
    description:
      "A gentle five-day holiday in the Nilgiris, designed around a ride on the heritage mountain railway. You will explore Ooty's gardens, lake and peaks, take the train down to Coonoor for its tea-clad viewpoints and head out to the lakes and grasslands of Pykara. A visit to a Toda settlement introduces the original people of these hills.",
    highlights: [
      "Nilgiri Mountain Railway ride from Ooty to Coonoor",
      "Government Botanical Garden and Ooty Lake",
      "Doddabetta, the highest peak of the Nilgiris",
      "Dolphin's Nose and Lamb's Rock viewpoints in Coonoor",
      "Visit to a Toda settlement",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Coimbatore to Ooty",
        description:
          "Arrive at Coimbatore airport or railway station and drive about three and a half hours up the ghat road via Mettupalayam and Coonoor. In the late afternoon take a boat out on Ooty Lake.",
        meals: ["Dinner"],
        stay: "Colonial-style hotel in Ooty",
      },
      {
        title: "Botanical Garden and Doddabetta",
        description:
          "Start at the Government Botanical Garden with its fossil tree trunk and glasshouses, then the terraced Rose Garden. Visit a tea factory and museum on the Doddabetta road to see leaf turned into tea, and drive up to Doddabetta peak for views across the Nilgiris on a clear day.",
        meals: ["Breakfast", "Dinner"],
        stay: "Colonial-style hotel in Ooty",
      },
      {
        title: "Toy train to Coonoor",
        description:
          "Board the Nilgiri Mountain Railway at Ooty for the ride of a little over an hour down to Coonoor through Lovedale and Wellington, with tickets booked well in advance. Explore Sim's Park, then drive out to Lamb's Rock and Dolphin's Nose for the view of Catherine Falls and the plains. Return to Ooty by road through the tea estates.",
        meals: ["Breakfast", "Dinner"],
        stay: "Colonial-style hotel in Ooty",
      },
      {
        title: "Toda settlement and Pykara",
        description:
          "Visit a Toda settlement with its barrel-vaulted huts and see the red and black Toda embroidery. Continue past pine forests and rolling grasslands to Pykara Lake and Pykara Falls, about twenty kilometres from Ooty. Spend a quiet last evening in town with home-made chocolates from one of Ooty's old confectioners.",
        meals: ["Breakfast", "Dinner"],
        stay: "Colonial-style hotel in Ooty",
      },
      {
        title: "Departure via Coimbatore",
        description: "After breakfast drive back down to Coimbatore for your flight or train.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Colonial-style hotel in Ooty",
        type: "Heritage hotel",
        location: "Upper Ooty, near the Botanical Garden",
        nights: 4,
        description:
          "A hill hotel in an old planters' bungalow style, with fireplaces, wooden floors and a lawn looking over the town.",
      },
    ],
    costItems: [
      { label: "Accommodation (4 nights)", amount: 8800 },
      { label: "Private car from Coimbatore and sightseeing", amount: 5200 },
      { label: "Local guide", amount: 1200 },
      { label: "Toy train tickets, boating and entry fees", amount: 900 },
      { label: "Dinners", amount: 1700 },
    ],
    inclusions: [
      "Four nights' accommodation with breakfast and dinner",
      "Private car from and back to Coimbatore and for all sightseeing",
      "Nilgiri Mountain Railway ticket from Ooty to Coonoor",
      "Boat ride on Ooty Lake",
      "Entry fees to gardens, Doddabetta and Pykara Falls",
      "Local guide for Ooty, Coonoor and the Toda visit",
    ],
    exclusions: [
      "Flights or trains to Coimbatore",
      "Lunches",
      "Camera fees at gardens",
      "Horse rides and speedboat rides",
      "Tips and personal expenses",
    ],
    gallery: [
      {
        caption: "The Nilgiri Mountain Railway",
        alt: "Illustration of a blue toy train crossing a stone bridge among tea gardens",
        scene: "mountain",
      },
      {
        caption: "Ooty Lake",
        alt: "Illustration of rowing boats on a lake fringed by eucalyptus trees",
        scene: "lake",
      },
      {
        caption: "Tea estates near Coonoor",
        alt: "Illustration of neat rows of tea bushes on steep slopes with distant plains",
        scene: "tea-hills",
      },
    ],
    reviews: [
      {
        author: "Shalini Krishnan",
        rating: 4.5,
        comment:
          "The toy train to Coonoor was the highlight, with tunnels and tea estates all the way. Dolphin's Nose gave us a clear view of Catherine Falls.",
        date: "2025-05-12",
      },
      {
        author: "Peter Andersen",
        rating: 4,
        comment:
          "Lovely cool weather and a cosy hotel with a fireplace. The Botanical Garden was packed during the May flower show, so go early in the morning.",
        date: "2024-05-18",
      },
      {
        author: "Joseph D'Souza",
        rating: 5,
        comment:
          "Meeting a Toda family and seeing their embroidery was special. Pykara Lake in the afternoon light was beautiful.",
        date: "2026-04-06",
      },
    ],
    imageAlt: "Illustration of the Nilgiri toy train winding through green hills near Ooty",
  },
};
