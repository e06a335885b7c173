import type { SeedDestination } from "@/server/db/seed/types";

export const varanasi: SeedDestination = {
  srNo: 6,
  slug: "varanasi",
  name: "Varanasi",
  state: "Uttar Pradesh",
  region: "North India",
  description:
    "Varanasi, also known as Kashi and Banaras, stands on the western bank of the Ganges and is counted among the oldest continuously inhabited cities in the world. More than 80 ghats, stone steps leading down to the water, line its crescent-shaped riverfront, with Manikarnika and Harishchandra ghats serving as cremation grounds. Every evening priests perform the Ganga Aarti at Dashashwamedh Ghat with brass lamps, conches and chanting, and a dawn boat ride shows the city bathing and praying. The Kashi Vishwanath Temple is one of the twelve Jyotirlingas of Shiva, and at Sarnath, about 10 km away, the Buddha gave his first sermon after his enlightenment.",
  bestSeason: "October to March",
  interests: ["spiritual", "cultural", "historical", "food"],
  avgPrice: 17000,
  rating: 4.7,
  difficulty: "Easy",
  featured: true,
  scene: "ghats",
  imageAlt: "Illustration of the Varanasi ghats at dawn with boats on the Ganges",
  package: {
    name: "Varanasi Ganga Ghats & Sarnath Spiritual Journey",
    description:
      "Three days on the banks of the Ganges, staying on the ghats themselves so the river is always a few steps away. You watch the evening aarti from a boat, row past the ghats at sunrise, walk the old lanes to Kashi Vishwanath and spend an afternoon at Sarnath where Buddhism began.",
    highlights: [
      "Evening Ganga Aarti at Dashashwamedh Ghat seen from a boat",
      "Sunrise boat ride from Assi Ghat to Manikarnika",
      "Old city lanes and the Kashi Vishwanath Temple",
      "Dhamek Stupa and the Ashokan lion capital at Sarnath",
      "Banarasi silk weavers at work",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival and the evening Ganga Aarti",
        description:
          "Transfer from Lal Bahadur Shastri airport or Varanasi Junction (about an hour in traffic) to a guesthouse on the ghats. Walk the riverfront in the afternoon, then board a rowing boat to watch the Ganga Aarti at Dashashwamedh Ghat from the water.",
        meals: ["Dinner"],
        stay: "Heritage guesthouse on the ghats near Dashashwamedh",
      },
      {
        title: "Sunrise on the river, Kashi Vishwanath and Sarnath",
        description:
          "Row from Assi Ghat past Tulsi, Kedar and Dashashwamedh ghats to Manikarnika as the city wakes. Walk through the narrow lanes of the old city to the Kashi Vishwanath Temple, where phones and bags must be left in lockers, and stop for kachori sabzi and jalebi. In the afternoon drive to Sarnath to see the Dhamek Stupa, the Mulagandha Kuti Vihara with its Japanese murals and the Sarnath Museum, home of Ashoka's lion capital; the museum is closed on Fridays, so this day is planned around it.",
        meals: ["Breakfast", "Dinner"],
        stay: "Heritage guesthouse on the ghats near Dashashwamedh",
      },
      {
        title: "Silk weavers and departure",
        description:
          "Start with the morning music and yoga programme at Assi Ghat, then visit a family of Banarasi silk weavers working on handlooms in the weavers' quarter. Finish with a Banarasi paan or a clay cup of lassi before your transfer to the airport or station.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Heritage guesthouse on the ghats",
        type: "Heritage guesthouse",
        location: "Near Dashashwamedh Ghat, Varanasi",
        nights: 2,
        description:
          "A converted old riverside mansion with river-view rooms and a rooftop café over the Ganges; the last stretch is on foot through the lanes, and porters carry your bags.",
      },
    ],
    costItems: [
      { label: "Accommodation (2 nights, twin sharing)", amount: 7200 },
      { label: "Transfers, car to Sarnath and porters", amount: 2400 },
      { label: "Evening aarti and sunrise boat rides", amount: 1800 },
      { label: "Local guide and Sarnath entry tickets", amount: 1800 },
      { label: "Meals and street-food tastings", amount: 1200 },
    ],
    inclusions: [
      "Two nights in a river-view room on the ghats with breakfast",
      "Two dinners, including a vegetarian Banarasi thali",
      "Private rowing boat for the evening aarti and the sunrise ride",
      "Local guide for the old city, Kashi Vishwanath and Sarnath",
      "Entry tickets to the Sarnath site and museum",
      "Airport or station transfers and porter help in the lanes",
    ],
    exclusions: [
      "Flights or trains to and from Varanasi",
      "Special darshan tickets or temple offerings",
      "Lunches and drinks",
      "Silk purchases",
      "Tips and travel insurance",
    ],
    gallery: [
      {
        caption: "Ganga Aarti at Dashashwamedh Ghat",
        alt: "Illustration of priests raising brass lamps on the ghats at dusk",
        scene: "ghats",
      },
      {
        caption: "Morning on the Ganges",
        alt: "Illustration of wooden rowing boats on the Ganges in misty morning light",
        scene: "river",
      },
      {
        caption: "Dhamek Stupa at Sarnath",
        alt: "Illustration of the massive brick and stone Dhamek Stupa in a green park",
        scene: "monument",
      },
    ],
    reviews: [
      {
        author: "Kavya Reddy",
        rating: 5,
        comment:
          "Watching the aarti from the boat was far better than squeezing onto the steps. The sunrise row to Manikarnika was quiet and very moving.",
        date: "2025-11-30",
      },
      {
        author: "Oliver Bennett",
        rating: 4.5,
        comment:
          "Staying right on the ghats made the whole trip. Sarnath was peaceful after the lanes of the old city, and seeing the lion capital in the museum was special.",
        date: "2024-03-10",
      },
      {
        author: "Siddharth Rao",
        rating: 4,
        comment:
          "Great guide for Kashi Vishwanath, the locker system was confusing without him. The weavers' visit was interesting but a little short.",
        date: "2025-01-26",
      },
    ],
    imageAlt: "Illustration of lamps floating on the Ganges beside the Varanasi ghats",
  },
};
