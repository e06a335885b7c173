import type { SeedDestination } from "@/server/db/seed/types";

export const agra: SeedDestination = {
  srNo: 1,
  slug: "agra",
  name: "Agra",
  state: "Uttar Pradesh",
  region: "North India",
  description:
    "Agra lies on the Yamuna River in western Uttar Pradesh and was the Mughal capital under Akbar, Jahangir and Shah Jahan. Its best-known monument, the Taj Mahal, was raised by Shah Jahan in memory of his wife Mumtaz Mahal in the mid-seventeenth century and is a UNESCO World Heritage Site. The red sandstone Agra Fort, also on the UNESCO list, holds palaces and audience halls built by three generations of emperors. Close by are the marble tomb of Itmad-ud-Daulah, often called the Baby Taj, Akbar's tomb at Sikandra and the abandoned royal city of Fatehpur Sikri about 40 km to the west. The Taj Mahal is closed to sightseers every Friday, so plan your visit around it.",
  bestSeason: "October to March",
  interests: ["historical", "cultural", "food"],
  avgPrice: 18500,
  rating: 4.8,
  difficulty: "Easy",
  featured: true,
  scene: "monument",
  imageAlt: "Illustration of the Taj Mahal at sunrise across the Yamuna",
  package: {
    name: "Taj Mahal & Mughal Agra Heritage Tour",
    description:
      "Three unhurried days in the city of the Mughals, timed so you see the Taj Mahal at sunrise and again at sunset from across the river. A licensed guide explains the stories behind Agra Fort, the Baby Taj, Akbar's tomb and the red sandstone city of Fatehpur Sikri. The Taj visit is never scheduled on a Friday, when the monument is closed.",
    highlights: [
      "Sunrise visit to the Taj Mahal with a licensed guide",
      "Sunset view of the Taj from Mehtab Bagh across the Yamuna",
      "Agra Fort's Jahangiri Mahal and the Musamman Burj",
      "Marble inlay work at the tomb of Itmad-ud-Daulah",
      "Buland Darwaza and the Salim Chishti shrine at Fatehpur Sikri",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival in Agra, Agra Fort and Mehtab Bagh",
        description:
          "Transfer from Delhi along the Yamuna Expressway (about 3.5 hours) and check in near the Taj Mahal's East Gate. In the afternoon walk through Agra Fort, from the Amar Singh Gate to the Jahangiri Mahal and the Musamman Burj, where Shah Jahan spent his last years. End the day at Mehtab Bagh, the Mughal garden across the river, as the sun sets behind the Taj.",
        meals: ["Dinner"],
        stay: "Boutique hotel near the Taj Mahal East Gate, Taj Ganj",
      },
      {
        title: "Taj Mahal at sunrise, Baby Taj and Sikandra",
        description:
          "Enter the Taj Mahal at opening time to see the white marble change colour in the early light, with time in the charbagh garden and the main mausoleum. After breakfast cross the Yamuna to the tomb of Itmad-ud-Daulah, the first Mughal tomb faced entirely in inlaid marble. In the afternoon drive to Sikandra to see Akbar's tomb, then browse Kinari Bazaar for petha and marble crafts before a Mughlai dinner.",
        meals: ["Breakfast", "Dinner"],
        stay: "Boutique hotel near the Taj Mahal East Gate, Taj Ganj",
      },
      {
        title: "Fatehpur Sikri and departure",
        description:
          "Check out and drive about an hour west to Fatehpur Sikri, the city Akbar built from 1571 and abandoned within about fifteen years. Walk through the Diwan-i-Khas, Panch Mahal and the Jama Masjid with its Buland Darwaza and the marble tomb of Sufi saint Salim Chishti. Continue to Agra Cantt station or back to Delhi, arriving by evening.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Mughal-style boutique hotel near the Taj East Gate",
        type: "4-star hotel",
        location: "Taj Ganj, Agra",
        nights: 2,
        description:
          "A quiet hotel a short walk or electric-cart ride from the Taj Mahal's East Gate, with a rooftop terrace that looks towards the dome and rooms decorated with local marble and inlay work.",
      },
    ],
    costItems: [
      { label: "Accommodation (2 nights, twin sharing)", amount: 7400 },
      { label: "AC car from Delhi, local sightseeing and drop", amount: 4600 },
      { label: "Licensed guide for Agra and Fatehpur Sikri", amount: 1800 },
      { label: "Monument entry tickets including the Taj mausoleum", amount: 900 },
      { label: "Meals (2 breakfasts, 2 dinners)", amount: 1000 },
    ],
    inclusions: [
      "Two nights in a boutique hotel near the Taj East Gate",
      "Daily breakfast and two dinners, including a Mughlai meal",
      "AC car for the Delhi transfer, sightseeing and final drop",
      "Licensed English or Hindi speaking guide on all three days",
      "Entry tickets to the Taj Mahal (with mausoleum), Agra Fort, Itmad-ud-Daulah, Sikandra, Mehtab Bagh and Fatehpur Sikri",
      "Bottled water in the car",
    ],
    exclusions: [
      "Train or air fare to Agra if you do not use the Delhi car transfer",
      "Lunches and drinks",
      "Full-moon night viewing of the Taj Mahal",
      "Camera fees and tips",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "The Taj Mahal from the charbagh garden",
        alt: "Illustration of the Taj Mahal reflected in the long water channel of its garden",
        scene: "monument",
      },
      {
        caption: "Agra Fort's red sandstone walls",
        alt: "Illustration of the red sandstone ramparts and gateway of Agra Fort",
        scene: "fort",
      },
      {
        caption: "Sunset over the Yamuna from Mehtab Bagh",
        alt: "Illustration of the Yamuna River at dusk with the Taj dome on the far bank",
        scene: "river",
      },
    ],
    reviews: [
      {
        author: "Priya Sharma",
        rating: 5,
        comment:
          "Getting into the Taj right at opening made all the difference, the marble was pink and then white within half an hour. Our guide knew exactly where to stand for photos without the crowds.",
        date: "2025-11-16",
      },
      {
        author: "Daniel Whitaker",
        rating: 4.5,
        comment:
          "Mehtab Bagh at sunset was a lovely surprise after a hot afternoon in Agra Fort. Fatehpur Sikri on the last morning was quieter than I expected and the Buland Darwaza is enormous.",
        date: "2025-02-09",
      },
      {
        author: "Ananya Banerjee",
        rating: 4,
        comment:
          "The Baby Taj's inlay work was my favourite part and nobody talks about it enough. The drive back to Delhi on the final day was long, so keep snacks handy.",
        date: "2024-12-03",
      },
    ],
    imageAlt:
      "Illustration of the Taj Mahal's white dome and minarets framed by its garden gateway",
  },
};
