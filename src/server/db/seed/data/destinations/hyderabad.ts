import type { SeedDestination } from "@/server/db/seed/types";

export const hyderabad: SeedDestination = {
  srNo: 34,
  slug: "hyderabad",
  name: "Hyderabad",
  state: "Telangana",
  region: "South India",
  description:
    "Hyderabad was founded in 1591 by Muhammad Quli Qutb Shah, whose Charminar still marks the heart of the old city. Before that the Qutb Shahi sultans ruled from Golconda Fort, a granite hill citadel whose markets once traded the famous diamonds mined along the Krishna river. From the eighteenth century the city was the capital of the Asaf Jahi Nizams, and their Chowmahalla Palace and the vast Salar Jung Museum collection reflect that wealth. The domed tombs of the Qutb Shahi kings and the Hussain Sagar lake, with its monolithic Buddha statue, complete the picture. Hyderabad is famous for its biryani, for haleem during Ramzan and for the bangles of Laad Bazaar.",
  bestSeason: "October to February",
  interests: ["historical", "cultural", "food"],
  avgPrice: 15000,
  rating: 4.5,
  difficulty: "Easy",
  featured: false,
  scene: "monument",
  imageAlt: "Illustration of the Charminar at dusk with busy bazaar streets around it",
  package: {
    name: "Hyderabad Nizams, Qutb Shahis & Biryani Trail",
    description:
      "Four days across five centuries of Deccan history, from the walls of Golconda to the palaces of the Nizams. The guided tour combines the old city's monuments and bazaars with the restored Qutb Shahi tombs and an evening by Hussain Sagar. Biryani, Irani chai and Osmania biscuits come with the territory.",
    highlights: [
      "Golconda Fort and its sound-and-light show",
      "Charminar, Mecca Masjid and Laad Bazaar",
      "Chowmahalla Palace and the Salar Jung Museum",
      "The restored Qutb Shahi tombs",
      "Old city food walk with Irani chai and biryani",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival and Golconda Fort",
        description:
          "Arrive at Hyderabad airport and transfer to the hotel. In the afternoon climb through Golconda Fort to the Bala Hisar at the top, testing the famous acoustics at the Fateh Darwaza gate on the way. Stay for the evening sound-and-light show in the fort.",
        meals: ["Dinner"],
        stay: "Heritage-style city hotel in Hyderabad",
      },
      {
        title: "Old city palaces and bazaars",
        description:
          "Begin at the Charminar and the Mecca Masjid, then wander the bangle shops of Laad Bazaar. Visit the Chowmahalla Palace, the ceremonial seat of the Nizams, and in the afternoon the Salar Jung Museum to see the Veiled Rebecca and the musical clock that strikes the hour. Both close on Fridays, so this day is never a Friday. End with dinner of Hyderabadi biryani.",
        meals: ["Breakfast", "Dinner"],
        stay: "Heritage-style city hotel in Hyderabad",
      },
      {
        title: "Qutb Shahi tombs and Hussain Sagar",
        description:
          "Explore the Qutb Shahi Heritage Park, where the domed tombs of the Golconda kings and their families have been carefully restored. In the afternoon take a boat on Hussain Sagar to the monolithic Buddha statue and watch the sunset over the lake from the Birla Mandir on the hill. Finish with an evening food walk through the old city for Irani chai, Osmania biscuits and kebabs.",
        meals: ["Breakfast", "Dinner"],
        stay: "Heritage-style city hotel in Hyderabad",
      },
      {
        title: "Shilparamam and departure",
        description:
          "Browse handicrafts from across India at the Shilparamam crafts village, then transfer to the airport.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Heritage-style city hotel in Hyderabad",
        type: "City hotel",
        location: "Banjara Hills, Hyderabad",
        nights: 3,
        description:
          "A comfortable hotel with Deccani design touches and a rooftop restaurant, central for both the old city and Golconda.",
      },
    ],
    costItems: [
      { label: "Accommodation (3 nights)", amount: 6000 },
      { label: "Private car and airport transfers", amount: 2800 },
      { label: "Heritage guide", amount: 1500 },
      { label: "Monument entries, boat and sound-and-light show", amount: 900 },
      { label: "Dinners and food walk", amount: 1500 },
    ],
    inclusions: [
      "Three nights' accommodation with breakfast",
      "Dinners including a biryani dinner and an old city food walk",
      "Private air-conditioned car for transfers and sightseeing",
      "Heritage guide on all sightseeing days",
      "Entry to Golconda, Chowmahalla, Salar Jung Museum and Qutb Shahi tombs",
      "Golconda sound-and-light show and Hussain Sagar boat ride",
    ],
    exclusions: [
      "Flights to Hyderabad",
      "Lunches",
      "Camera fees at museums and palaces",
      "Shopping at Laad Bazaar",
      "Tips and personal expenses",
    ],
    gallery: [
      {
        caption: "Charminar",
        alt: "Illustration of the four-minaret Charminar arch with stalls in front",
        scene: "monument",
      },
      {
        caption: "Golconda Fort",
        alt: "Illustration of Golconda Fort's granite walls climbing a rocky hill at sunset",
        scene: "fort",
      },
      {
        caption: "Buddha statue in Hussain Sagar",
        alt: "Illustration of a tall white Buddha statue standing on a rock in a lake",
        scene: "lake",
      },
    ],
    reviews: [
      {
        author: "Zoya Hussain",
        rating: 5,
        comment:
          "Hearing a clap at the Golconda gate carry all the way up was amazing, and the light show afterwards was fun. The biryani dinner lived up to the hype.",
        date: "2024-12-07",
      },
      {
        author: "Michael O'Brien",
        rating: 4.5,
        comment:
          "The musical clock at the Salar Jung Museum drew a crowd right on the hour. The Qutb Shahi tombs were peaceful and beautifully restored.",
        date: "2025-11-02",
      },
      {
        author: "Vikram Reddy",
        rating: 4,
        comment:
          "Good mix of history and food. Laad Bazaar was very crowded in the evening, so the guide wisely took us there in the morning.",
        date: "2026-02-14",
      },
    ],
    imageAlt: "Illustration of the Charminar framed by bangle stalls in Laad Bazaar",
  },
};
