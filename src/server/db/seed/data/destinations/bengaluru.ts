import type { SeedDestination } from "@/server/db/seed/types";

export const bengaluru: SeedDestination = {
  srNo: 14,
  slug: "bengaluru",
  name: "Bengaluru",
  state: "Karnataka",
  region: "South India",
  description:
    "Bengaluru, the capital of Karnataka, grew from a mud fort built by the chieftain Kempe Gowda in 1537 into one of India's largest cities and the centre of its technology industry. Sitting on the Deccan Plateau at about 900 metres, it enjoys a mild climate that earned it the name Garden City. Lalbagh Botanical Garden, begun under Hyder Ali and expanded by Tipu Sultan, and the broad lawns of Cubbon Park keep that reputation alive. Tipu Sultan's teak Summer Palace, the granite Vidhana Soudha and the Tudor-style Bangalore Palace trace the city's layers of history. Today it is just as well known for its craft breweries, live music and crisp dosas served in decades-old eateries.",
  bestSeason: "October to February",
  interests: ["food", "nightlife", "cultural", "historical"],
  avgPrice: 16500,
  rating: 4.3,
  difficulty: "Easy",
  featured: false,
  scene: "city",
  imageAlt:
    "Illustration of the granite facade of Vidhana Soudha in Bengaluru framed by flowering rain trees",
  package: {
    name: "Bengaluru Gardens, Palaces & Food Trails",
    description:
      "A relaxed city break that pairs Bengaluru's royal and colonial history with its celebrated food and brewery culture. You will walk through the old markets and temples of the southern neighbourhoods, catch sunrise at Nandi Hills and end your days on a food street or in a microbrewery. Traffic is heavy, so sightseeing is grouped by area to keep drives short.",
    highlights: [
      "Sunrise above the clouds at Nandi Hills",
      "Tipu Sultan's Summer Palace and the Lalbagh glass house",
      "Filter coffee and dosa breakfast in Basavanagudi",
      "Evening food walk on VV Puram's Food Street",
      "Craft beer on Church Street",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival and Church Street evening",
        description:
          "Meet your driver at Kempegowda International Airport and transfer to your hotel in central Bengaluru, about an hour away depending on traffic. In the evening stroll along Church Street and MG Road and sample the city's craft beer scene at a microbrewery.",
        meals: [],
        stay: "Central Bengaluru",
      },
      {
        title: "Old Bengaluru heritage",
        description:
          "Start with filter coffee and a dosa breakfast at a classic tiffin room in Basavanagudi, then visit the Bull Temple with its huge monolithic Nandi and the Dodda Ganapathi shrine beside it. Continue to Tipu Sultan's Summer Palace and the surviving gateway of Bangalore Fort, and walk through the flower stalls of KR Market. Spend the afternoon in Lalbagh, with its glass house, lake and the ancient rock outcrop crowned by one of Kempe Gowda's watchtowers.",
        meals: ["Breakfast", "Lunch"],
        stay: "Central Bengaluru",
      },
      {
        title: "Nandi Hills sunrise and the city centre",
        description:
          "Leave before dawn for Nandi Hills, about 60 kilometres north, to watch the sun rise over the mist from the old hill fort favoured by Tipu Sultan. On the way back stop at the Bhoga Nandeeshwara Temple at the foot of the hills, begun in the ninth century. In the afternoon see the Vidhana Soudha from outside, walk through Cubbon Park and visit the Visvesvaraya Industrial and Technological Museum, then finish with a food walk on VV Puram's Food Street.",
        meals: ["Breakfast", "Dinner"],
        stay: "Central Bengaluru",
      },
      {
        title: "Bangalore Palace and departure",
        description:
          "Tour Bangalore Palace, built for the Wadiyar rulers of Mysore in the late 19th century with turrets inspired by Windsor Castle, with its audio guide. Transfer to the airport after lunch.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Business hotel near MG Road",
        type: "Four-star city hotel",
        location: "MG Road, Bengaluru",
        nights: 3,
        description:
          "A comfortable modern hotel within walking distance of Church Street, Cubbon Park and the metro.",
      },
    ],
    costItems: [
      { label: "Accommodation, 3 nights on twin sharing", amount: 7800 },
      { label: "Air-conditioned car with driver and airport transfers", amount: 3000 },
      { label: "Local guide and hosted food walk", amount: 1500 },
      { label: "Entry tickets for the palace, museums and Nandi Hills", amount: 900 },
      { label: "Meals as listed in the itinerary", amount: 900 },
    ],
    inclusions: [
      "3 nights in a four-star hotel on twin sharing",
      "Airport pick-up and drop",
      "Air-conditioned car with driver for all sightseeing",
      "Local guide for the heritage day and Nandi Hills",
      "Hosted food walk on VV Puram's Food Street",
      "Entry tickets for Bangalore Palace, Tipu's Summer Palace, the museum and Nandi Hills",
    ],
    exclusions: [
      "Flights to and from Bengaluru",
      "Drinks at breweries and bars",
      "Meals not listed in the itinerary",
      "Camera fees at Bangalore Palace",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "Vidhana Soudha at dusk",
        alt: "Illustration of the lit-up Vidhana Soudha with its central dome at dusk",
        scene: "city",
      },
      {
        caption: "Bangalore Palace",
        alt: "Illustration of the turreted Tudor-style Bangalore Palace behind a green lawn",
        scene: "palace",
      },
      {
        caption: "Sunrise at Nandi Hills",
        alt: "Illustration of the sun rising over a sea of clouds seen from Nandi Hills",
        scene: "mountain",
      },
    ],
    reviews: [
      {
        author: "Karthik Iyer",
        rating: 4.5,
        comment:
          "The Basavanagudi breakfast and the VV Puram food walk were worth the trip on their own. Nandi Hills was misty, but the clouds rolling off at sunrise were magical.",
        date: "2025-11-09",
      },
      {
        author: "Emily Carter",
        rating: 4,
        comment:
          "Great mix of history and nightlife. Tipu's Summer Palace is smaller than I expected, but our guide made it interesting, and the Church Street brewery evening was fun.",
        date: "2024-12-03",
      },
      {
        author: "Meera Joshi",
        rating: 3.5,
        comment:
          "Lalbagh and Bangalore Palace were lovely, but we lost a lot of time in traffic on the last day. Leave a bigger buffer before an evening flight.",
        date: "2025-02-15",
      },
    ],
    imageAlt:
      "Illustration of the glass house in Lalbagh Botanical Garden surrounded by flower beds",
  },
};
