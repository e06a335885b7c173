import type { SeedDestination } from "@/server/db/seed/types";

export const alleppey: SeedDestination = {
  srNo: 27,
  slug: "alleppey",
  name: "Alleppey Backwaters",
  state: "Kerala",
  region: "South India",
  description:
    "Alappuzha, long known as Alleppey, sits between the Arabian Sea and Vembanad Lake, the longest lake in India, and is laced with canals that earned it the nickname 'Venice of the East'. Around it lies Kuttanad, one of the few places in the world where rice is farmed below sea level, on fields reclaimed from the lake and protected by earthen dykes. The region's kettuvallam houseboats were once rice and spice barges and now carry travellers slowly past paddy fields, coconut groves, churches and village jetties. Every August the Punnamada Lake hosts the Nehru Trophy Boat Race, where long snake boats are rowed by crews of around a hundred. The town also has a long beach with an old pier and a nineteenth-century lighthouse.",
  bestSeason: "October to March",
  interests: ["nature", "cultural", "food"],
  avgPrice: 36000,
  rating: 4.8,
  difficulty: "Easy",
  featured: true,
  scene: "backwaters",
  imageAlt:
    "Illustration of a thatched Kerala houseboat gliding past coconut palms on the Alleppey backwaters",
  package: {
    name: "Alleppey Houseboat & Kumarakom Backwater Retreat",
    description:
      "A slow four-day journey through Kerala's backwaters, with a night aboard a private kettuvallam houseboat on Vembanad Lake and the canals of Kuttanad. A country canoe then takes you into village waterways too narrow for larger boats. The tour ends on the quieter Kumarakom shore of the lake, with an early walk in its bird sanctuary.",
    highlights: [
      "Overnight private houseboat cruise with an onboard cook",
      "Country canoe ride through narrow village canals",
      "Below-sea-level paddy fields of Kuttanad",
      "Dawn birdwatching at Kumarakom Bird Sanctuary",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Kochi to Alappuzha",
        description:
          "Arrive at Cochin International Airport and drive about two and a half hours south to a lakeside resort near Alappuzha. In the late afternoon walk on Alappuzha beach beside the old pier and climb the lighthouse for a view over the town's canals.",
        meals: ["Dinner"],
        stay: "Lakeside resort near Punnamada, Alappuzha",
      },
      {
        title: "Houseboat cruise on Vembanad and Kuttanad",
        description:
          "Board your private houseboat around noon at the Punnamada jetty and cruise across Vembanad Lake into the canals of Kuttanad, passing paddy fields, toddy tappers and village churches. The onboard cook serves a Kerala lunch with karimeen, the local pearl spot fish. The boat moors by early evening, as local rules require, for a walk along the dykes and dinner on deck.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Private houseboat on the Kuttanad backwaters",
      },
      {
        title: "Village canoe ride and Kumarakom",
        description:
          "After breakfast on board, disembark and switch to a country canoe paddled through the narrow canals around Kainakary, stopping to watch coir being spun from coconut fibre. Drive about an hour and a half around the lake to Kumarakom, with a free afternoon for an Ayurvedic massage or a sunset sail on the lake.",
        meals: ["Breakfast", "Dinner"],
        stay: "Lakeside resort at Kumarakom",
      },
      {
        title: "Kumarakom Bird Sanctuary and departure",
        description:
          "Walk the trails of Kumarakom Bird Sanctuary at dawn with a local birder, looking for cormorants, darters, herons and kingfishers. Return for breakfast and drive about two hours to Cochin International Airport.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Lakeside resort near Punnamada",
        type: "Resort",
        location: "Punnamada Lake, Alappuzha",
        nights: 1,
        description:
          "Cottages with sit-outs facing the lake, a short drive from the houseboat jetty and the beach.",
      },
      {
        name: "Private premium houseboat",
        type: "Houseboat",
        location: "Vembanad Lake and Kuttanad canals",
        nights: 1,
        description:
          "A traditional kettuvallam of wood and coir with an air-conditioned bedroom, an open deck lounge and a crew of three including a cook.",
      },
      {
        name: "Lakeside resort at Kumarakom",
        type: "Resort",
        location: "Kumarakom, eastern shore of Vembanad Lake",
        nights: 1,
        description:
          "Kerala-style villas among coconut palms next to the lake, within walking distance of the bird sanctuary.",
      },
    ],
    costItems: [
      { label: "Private houseboat (1 night, full board)", amount: 14000 },
      { label: "Lakeside resorts (2 nights)", amount: 9000 },
      { label: "Airport transfers and road travel", amount: 3600 },
      { label: "Country canoe ride, birding guide and sanctuary entry", amount: 2200 },
      { label: "Meals off the houseboat", amount: 1700 },
    ],
    inclusions: [
      "Two nights at lakeside resorts with breakfast and dinner",
      "One night on a private houseboat with all meals",
      "Country canoe ride through village canals",
      "Guided dawn walk in Kumarakom Bird Sanctuary with entry fees",
      "Private air-conditioned car for all transfers",
      "Lighthouse entry in Alappuzha",
    ],
    exclusions: [
      "Flights to Kochi",
      "Ayurvedic treatments and sunset sail at Kumarakom",
      "Lunches on days 1 and 3",
      "Tips for the houseboat crew",
      "Personal expenses",
    ],
    gallery: [
      {
        caption: "Houseboat on Vembanad Lake",
        alt: "Illustration of a kettuvallam houseboat with a curved thatched roof on a wide lake",
        scene: "backwaters",
      },
      {
        caption: "Country canoe in a village canal",
        alt: "Illustration of a narrow wooden canoe on a shaded canal lined with coconut palms",
        scene: "river",
      },
      {
        caption: "Sunset at Kumarakom",
        alt: "Illustration of the sun setting over Vembanad Lake with fishing canoes in silhouette",
        scene: "lake",
      },
    ],
    reviews: [
      {
        author: "Anjali Menon",
        rating: 5,
        comment:
          "The houseboat cook made the best karimeen fry we had in Kerala, and mooring in the evening beside the paddy fields was so peaceful. The canoe ride at Kainakary showed us village life up close.",
        date: "2025-12-04",
      },
      {
        author: "Oliver Hughes",
        rating: 5,
        comment:
          "Everything ran like clockwork from the airport pickup to the final transfer. Dawn in the Kumarakom bird sanctuary gave us darters and a purple heron.",
        date: "2024-02-17",
      },
      {
        author: "Priyanka Bhatt",
        rating: 4.5,
        comment:
          "Loved the lighthouse view on the first evening and the slow cruise through Kuttanad. The main channel near Punnamada was busy with other houseboats at noon, but it quietened once we reached the canals.",
        date: "2025-10-26",
      },
      {
        author: "Hiroshi Tanaka",
        rating: 4,
        comment:
          "The houseboat bedroom was small but air-conditioned and clean. Watching coir being spun on the canoe trip was a highlight for our children.",
        date: "2026-01-09",
      },
    ],
    imageAlt: "Illustration of a houseboat deck looking out over palm-lined backwaters in Alleppey",
  },
};
