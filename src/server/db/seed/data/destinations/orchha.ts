import type { SeedDestination } from "@/server/db/seed/types";

export const orchha: SeedDestination = {
  srNo: 42,
  slug: "orchha",
  name: "Orchha",
  state: "Madhya Pradesh",
  region: "Central India",
  description:
    "Orchha is a quiet town on the Betwa river in Madhya Pradesh, about 16 km from Jhansi, that was the capital of the Bundela Rajput kings from the early 16th century. Its fort complex holds the Raja Mahal with painted ceilings and the Jahangir Mahal, built by Bir Singh Deo to honour a visit by the Mughal emperor Jahangir in the early 17th century. The Ram Raja Temple is known as the only temple where Rama is worshipped as a king, receiving a daily guard of honour from armed police, while the soaring Chaturbhuj Temple stands beside it. Along the river a row of royal chhatris, or cenotaphs, glows at sunset, and the forest around the town is protected as a wildlife sanctuary.",
  bestSeason: "October to March",
  interests: ["historical", "cultural", "spiritual"],
  avgPrice: 14500,
  rating: 4.6,
  difficulty: "Easy",
  featured: false,
  scene: "palace",
  imageAlt: "Illustration of Orchha's palaces and chhatris above the Betwa river at sunset",
  package: {
    name: "Orchha Bundela Palaces & Betwa Chhatris",
    description:
      "A short, rich three-day stay in the old Bundela capital, starting at Rani Lakshmibai's fort in Jhansi. A local guide takes you through Orchha's palaces and temples, you join the evening aarti at the Ram Raja Temple and you float down the Betwa on a raft. Jhansi is four to five hours from Delhi by fast train.",
    highlights: [
      "Jahangir Mahal and the painted Raja Mahal",
      "Evening aarti at the Ram Raja Temple",
      "Rooftop views from the Chaturbhuj Temple",
      "Sunset among the royal chhatris on the Betwa",
      "Jhansi Fort, stronghold of Rani Lakshmibai",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Jhansi Fort and arrival in Orchha",
        description:
          "Pick-up at Jhansi railway station and a visit to Jhansi Fort, defended by Rani Lakshmibai against the British in 1858. Drive 30 minutes to Orchha, check in, and join the evening aarti at the Ram Raja Temple before the light-and-sound show at the fort.",
        meals: ["Dinner"],
        stay: "Heritage hotel, Orchha",
      },
      {
        title: "Palaces, temples and chhatris",
        description:
          "Morning guided tour of the fort complex: the Raja Mahal with its murals of Vishnu's avatars and court life, the many-storeyed Jahangir Mahal and the garden palace of Rai Praveen Mahal. After lunch climb the Chaturbhuj Temple for views over the town, see the murals of the Lakshmi Narayan Temple, and watch the sun set behind the chhatris on Kanchan Ghat.",
        meals: ["Breakfast", "Dinner"],
        stay: "Heritage hotel, Orchha",
      },
      {
        title: "Betwa rafting and departure",
        description:
          "Morning raft trip on the Betwa along the edge of the Orchha Wildlife Sanctuary, watching for kingfishers, herons and turtles, then transfer back to Jhansi station.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Heritage hotel near the fort complex",
        type: "Heritage hotel",
        location: "Orchha",
        nights: 2,
        description:
          "A converted period building a short walk from the Ram Raja Temple and the fort, with courtyard rooms and a rooftop terrace facing the chhatris.",
      },
    ],
    costItems: [
      { label: "Heritage hotel, 2 nights on twin sharing", amount: 5200 },
      { label: "Jhansi transfers and local car", amount: 2800 },
      { label: "Licensed local guide", amount: 1600 },
      { label: "Monument tickets and light-and-sound show", amount: 800 },
      { label: "Betwa river rafting", amount: 1200 },
      { label: "Meals", amount: 900 },
    ],
    inclusions: [
      "Two nights in a heritage hotel on twin sharing",
      "Daily breakfast and two dinners",
      "Jhansi station transfers and sightseeing by car",
      "Licensed local guide for Jhansi Fort and Orchha",
      "Orchha composite monument ticket and the light-and-sound show",
      "Rafting trip on the Betwa",
    ],
    exclusions: [
      "Train or flight to Jhansi",
      "Lunches",
      "Camera fees at monuments",
      "Personal expenses and tips",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "Jahangir Mahal",
        alt: "Illustration of the domed towers and arched balconies of the Jahangir Mahal",
        scene: "palace",
      },
      {
        caption: "Chhatris on Kanchan Ghat",
        alt: "Illustration of tall stone cenotaphs reflected in the Betwa river",
        scene: "monument",
      },
      {
        caption: "Chaturbhuj Temple",
        alt: "Illustration of the towering spires of the Chaturbhuj Temple against a blue sky",
        scene: "temple",
      },
    ],
    reviews: [
      {
        author: "Siddharth Rao",
        rating: 5,
        comment:
          "Orchha is a hidden gem. The climb inside the Chaturbhuj Temple gave us a view over every palace, and the Ram Raja aarti was electric.",
        date: "2025-02-02",
      },
      {
        author: "Isabelle Martin",
        rating: 4.5,
        comment:
          "Our guide knew every mural in the Raja Mahal and told the stories behind them. The chhatris at sunset were pure magic.",
        date: "2024-11-10",
      },
      {
        author: "Pooja Tiwari",
        rating: 4.5,
        comment:
          "Perfect long weekend from Delhi. The Betwa rafting was gentle and fun, and the heritage hotel's rooftop faced the chhatris.",
        date: "2026-01-03",
      },
    ],
    imageAlt: "Illustration of the Jahangir Mahal's domes rising above Orchha's rooftops",
  },
};
