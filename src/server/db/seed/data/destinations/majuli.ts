import type { SeedDestination } from "@/server/db/seed/types";

export const majuli: SeedDestination = {
  srNo: 38,
  slug: "majuli",
  name: "Majuli",
  state: "Assam",
  region: "Islands",
  description:
    "Majuli is a vast river island in the Brahmaputra in upper Assam, long counted among the largest river islands in the world, though erosion has shrunk it sharply over the past century. Since the 16th century it has been the heart of the Neo-Vaishnavite faith taught by Srimanta Sankardeva, and its satras, or monasteries, still keep alive Sattriya dance, devotional music and mask-making. Mising, Deori and Assamese villages of bamboo stilt houses sit among paddy fields and wetlands that draw migratory birds in winter. Majuli became India's first island district in 2016 and is reached by ferry from Neamati Ghat near Jorhat.",
  bestSeason: "October to March",
  interests: ["cultural", "spiritual", "nature"],
  avgPrice: 22000,
  rating: 4.5,
  difficulty: "Easy",
  featured: false,
  scene: "river",
  imageAlt: "Illustration of a bamboo stilt house on Majuli beside the wide Brahmaputra at dusk",
  package: {
    name: "Majuli Satras & River Island Life",
    description:
      "Four unhurried days on the Brahmaputra's great river island, staying in a bamboo cottage and moving between satras by car and bicycle. You watch young monks rehearse Sattriya dance, meet the mask-makers of Samaguri and spend an afternoon in a Mising village. The ferry crossings from Neamati Ghat are part of the experience.",
    highlights: [
      "Ferry across the Brahmaputra from Neamati Ghat",
      "Sattriya dance and evening prayers at Uttar Kamalabari Satra",
      "Mask-making session at Samaguri Satra",
      "Lunch in a Mising stilt-house village",
      "Hand-shaped pottery at Salmora",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Jorhat to Majuli by ferry",
        description:
          "Arrive at Jorhat airport or railway station and drive about 30 minutes to Neamati Ghat. The ferry across the Brahmaputra takes roughly an hour, past sandbanks where river dolphins are sometimes seen, and a short drive brings you to your bamboo cottage near Garamur for a welcome Assamese dinner.",
        meals: ["Dinner"],
        stay: "Bamboo cottage, Garamur",
      },
      {
        title: "The great satras",
        description:
          "Visit Auniati Satra, founded in the 17th century, with its museum of old brassware, jewellery and manuscripts, then Dakhinpat Satra with its carved prayer hall. In the afternoon cycle to Uttar Kamalabari Satra to watch young monks practise Sattriya dance, and stay for the evening naam-prasanga prayers.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Bamboo cottage, Garamur",
      },
      {
        title: "Masks, pots and Mising villages",
        description:
          "Morning at Samaguri Satra, where families have made masks for Bhaona theatre from bamboo, clay and cloth for generations, with a short hands-on session. Continue to Salmora, where pots are shaped by hand without a wheel and wooden boats are built, then share lunch in a Mising village and walk past its stilt houses and looms. Stop at a wetland for birdwatching on the way back.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Bamboo cottage, Garamur",
      },
      {
        title: "Return ferry and departure",
        description:
          "Morning ferry back to Neamati Ghat and transfer to Jorhat airport or station for your onward journey.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Bamboo stilt cottages near Garamur",
        type: "Eco cottage",
        location: "Garamur, Majuli",
        nights: 3,
        description:
          "Cottages built in the Mising style on bamboo stilts, with attached bathrooms, mosquito nets and home-cooked Assamese meals.",
      },
    ],
    costItems: [
      { label: "Accommodation, 3 nights on twin sharing", amount: 5400 },
      { label: "Jorhat transfers, ferries, island car and bicycles", amount: 5200 },
      { label: "Local guide from Majuli", amount: 2400 },
      { label: "Dance viewing and mask workshop fees", amount: 1800 },
      { label: "Meals", amount: 3800 },
    ],
    inclusions: [
      "Three nights in a bamboo stilt cottage on twin sharing",
      "All meals from dinner on day 1 to breakfast on day 4",
      "Transfers from and to Jorhat airport or station",
      "Ferry tickets both ways and a car on the island",
      "Bicycles for the satra ride",
      "Local guide born and raised on Majuli",
      "Dance viewing and mask workshop fees",
    ],
    exclusions: [
      "Flights or trains to Jorhat",
      "Offerings and donations at the satras",
      "Personal expenses and tips",
      "Travel insurance",
      "Extra costs when ferries are suspended by fog or high water",
    ],
    gallery: [
      {
        caption: "Crossing from Neamati Ghat",
        alt: "Illustration of a crowded wooden ferry on the broad Brahmaputra",
        scene: "river",
      },
      {
        caption: "Evening prayers at a satra",
        alt: "Illustration of lamps glowing in a long satra prayer hall",
        scene: "temple",
      },
      {
        caption: "Winter wetlands of Majuli",
        alt: "Illustration of storks wading in a Majuli wetland with paddy fields behind",
        scene: "lake",
      },
    ],
    reviews: [
      {
        author: "Riya Sen",
        rating: 5,
        comment:
          "Watching the young monks practise Sattriya dance at Uttar Kamalabari was the highlight of our year. The bamboo cottage was simple and spotless.",
        date: "2025-11-14",
      },
      {
        author: "Thomas Müller",
        rating: 4.5,
        comment:
          "The Samaguri mask session was wonderful and I left with a small mask I helped finish. Ferry times are unpredictable, but our guide planned around them calmly.",
        date: "2024-12-09",
      },
      {
        author: "Karan Malhotra",
        rating: 4,
        comment:
          "Loved cycling between satras on quiet village roads. I would have liked one more day, and the lunch in the Mising village was a feast.",
        date: "2026-01-20",
      },
    ],
    imageAlt: "Illustration of a Majuli satra gateway framed by bamboo groves",
  },
};
