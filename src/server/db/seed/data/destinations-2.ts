import type { SeedDestination } from "@/server/db/seed/types";

const hampi: SeedDestination = {
  srNo: 13,
  slug: "hampi",
  name: "Hampi",
  state: "Karnataka",
  region: "South India",
  description:
    "Hampi was the heart of Vijayanagara, the capital of a Hindu empire that ruled much of South India from the 14th to the 16th century. After the empire's defeat at the Battle of Talikota in 1565 the city was sacked and abandoned, leaving more than 1,600 surviving remains spread across a landscape of giant granite boulders beside the Tungabhadra River. The site has been a UNESCO World Heritage Site since 1986. Its highlights include the still-active Virupaksha Temple, the stone chariot and musical pillars of the Vittala Temple, the Lotus Mahal and the domed Elephant Stables. Sunrise from Matanga Hill and a coracle ride on the river complete the experience.",
  bestSeason: "October to February",
  interests: ["historical", "cultural", "spiritual"],
  avgPrice: 22000,
  rating: 4.8,
  difficulty: "Moderate",
  featured: true,
  scene: "ruins",
  imageAlt:
    "Illustration of the stone chariot of Hampi's Vittala Temple among granite boulders at sunset",
  package: {
    name: "Hampi Vijayanagara Ruins & Boulder Trails",
    description:
      "Spend three full days exploring the ruined capital of the Vijayanagara Empire with a licensed heritage guide. The route moves from the living Virupaksha Temple and the Royal Centre to the riverside Vittala complex, with a sunrise climb, a coracle crossing and time in the old village of Anegundi. Days start early to avoid the midday heat on the exposed granite.",
    highlights: [
      "Sunrise over the boulder landscape from Matanga Hill",
      "The stone chariot and musical pillars of the Vittala Temple",
      "Lotus Mahal, Elephant Stables and the Royal Enclosure",
      "Coracle crossing of the Tungabhadra to Anegundi",
      "Sunset over the Virupaksha Temple from Hemakuta Hill",
    ],
    difficulty: "Moderate",
    itinerary: [
      {
        title: "Arrival and Hampi Bazaar",
        description:
          "Pick-up from Hosapete railway station or the airport at Toranagallu and transfer to your resort near Kamalapura. In the afternoon walk along the old Hampi Bazaar to the Virupaksha Temple, whose shrine predates the empire and is still in daily worship. End the day watching the sunset from the granite slopes of Hemakuta Hill, dotted with early temples.",
        meals: ["Dinner"],
        stay: "Kamalapura, Hampi",
      },
      {
        title: "The Royal Centre",
        description:
          "Begin at the Hazara Rama Temple, whose outer walls carry long panels from the Ramayana, then walk to the Mahanavami Dibba platform and the Stepped Tank in the Royal Enclosure. After lunch visit the Zenana Enclosure with the Lotus Mahal and the domed Elephant Stables, followed by the Queen's Bath. Finish at the monolithic Ugra Narasimha and the Badavilinga shrine, which stands in a channel of water.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Kamalapura, Hampi",
      },
      {
        title: "Matanga Hill sunrise, Vittala Temple and Anegundi",
        description:
          "Climb Matanga Hill before dawn for sunrise over the ruins, then descend to the Achyutaraya Temple and its long colonnaded market street. Follow the riverside trail past the King's Balance to the Vittala Temple to see the stone chariot and the carved musical pillars. In the afternoon cross the Tungabhadra by coracle to Anegundi, a fortified village older than Vijayanagara and linked by legend to Kishkindha of the Ramayana.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Kamalapura, Hampi",
      },
      {
        title: "Archaeological museum and departure",
        description:
          "After breakfast visit the Archaeological Museum at Kamalapura, with its sculptures, coins and a large model of the site, and the nearby Pattabhirama Temple. Transfer to Hosapete station or Toranagallu airport for your onward journey.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Boutique heritage resort near Kamalapura",
        type: "Heritage resort",
        location: "Kamalapura, Hampi",
        nights: 3,
        description:
          "Stone-and-tile cottages set in gardens on the southern edge of the ruins, a short drive from the Royal Centre, with a pool for the hot afternoons.",
      },
    ],
    costItems: [
      { label: "Accommodation, 3 nights on twin sharing", amount: 9000 },
      { label: "Air-conditioned car for transfers and sightseeing", amount: 4200 },
      { label: "Licensed heritage guide for three days", amount: 2700 },
      { label: "Monument entry tickets and coracle crossing", amount: 900 },
      { label: "Meals as listed in the itinerary", amount: 1900 },
    ],
    inclusions: [
      "3 nights in a heritage resort on twin sharing",
      "Daily breakfast, plus lunches and dinners as listed",
      "Pick-up and drop at Hosapete station or Toranagallu airport",
      "Air-conditioned car for all sightseeing",
      "Licensed heritage guide for three days",
      "Monument entry tickets and the electric buggy to the Vittala Temple",
      "Coracle crossing to Anegundi",
    ],
    exclusions: [
      "Train or flights to Hosapete or Toranagallu",
      "Video camera fees at monuments",
      "Bicycle or scooter hire",
      "Personal expenses and tips",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "The stone chariot at the Vittala Temple",
        alt: "Illustration of the carved stone chariot in the courtyard of the Vittala Temple",
        scene: "ruins",
      },
      {
        caption: "Virupaksha Temple seen from Hemakuta Hill",
        alt: "Illustration of the tall gopuram of the Virupaksha Temple rising above Hampi Bazaar",
        scene: "temple",
      },
      {
        caption: "Coracles on the Tungabhadra",
        alt: "Illustration of round woven coracles on the Tungabhadra River between boulder banks",
        scene: "river",
      },
    ],
    reviews: [
      {
        author: "Ananya Rao",
        rating: 5,
        comment:
          "Climbing Matanga Hill in the dark felt mad until the sun came up over the boulders. Our guide's stories at the Vittala Temple brought the musical pillars and the stone chariot to life.",
        date: "2025-12-14",
      },
      {
        author: "Tom Whitaker",
        rating: 4.5,
        comment:
          "The Royal Centre day is long but well paced, with shade breaks at the Lotus Mahal and the Elephant Stables. The coracle ride across to Anegundi was a lovely surprise.",
        date: "2025-01-22",
      },
      {
        author: "Priya Menon",
        rating: 4,
        comment:
          "Loved the Hampi Bazaar walk and the sunset on Hemakuta Hill. Late February was already very hot by noon, so go earlier in the season if you can.",
        date: "2024-02-26",
      },
      {
        author: "Lucas Moreau",
        rating: 5,
        comment:
          "The Hazara Rama Temple panels and the Queen's Bath were my favourites. The resort near Kamalapura made it easy to rest in the afternoons and head out again for sunset.",
        date: "2024-11-18",
      },
    ],
    imageAlt: "Illustration of Hampi's boulder-strewn ruins beside the Tungabhadra River at dawn",
  },
};

const bengaluru: SeedDestination = {
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

const khajuraho: SeedDestination = {
  srNo: 15,
  slug: "khajuraho",
  name: "Khajuraho",
  state: "Madhya Pradesh",
  region: "Central India",
  description:
    "Khajuraho in Madhya Pradesh is famous for the temples built by the Chandela rulers between roughly 950 and 1050 CE. Of the 85 or so temples that once stood here about 25 survive, in Western, Eastern and Southern groups, and together they were listed as a UNESCO World Heritage Site in 1986. Their sandstone walls are covered with finely carved gods, dancers, musicians, warriors and lovers, and the Kandariya Mahadeva Temple is the largest and most elaborate of all. The Jain temples of the Eastern group, led by the Parshvanatha Temple, show the same mastery of stone. Panna Tiger Reserve and the multicoloured rock canyon of Raneh Falls lie within an hour's drive.",
  bestSeason: "October to March",
  interests: ["historical", "cultural", "spiritual"],
  avgPrice: 26000,
  rating: 4.5,
  difficulty: "Easy",
  featured: false,
  scene: "temple",
  imageAlt:
    "Illustration of the carved sandstone spires of the Kandariya Mahadeva Temple at golden hour",
  package: {
    name: "Khajuraho Temples & Panna Tiger Safari",
    description:
      "A four-day journey through the finest surviving Chandela temples with an archaeology-trained guide, followed by a morning in the teak forests of Panna Tiger Reserve. The pace is gentle, with long afternoons to rest and an evening light and sound show on the temple lawns. The Panna safari runs from October to June, when the core zone is open.",
    highlights: [
      "Guided morning among the Western Group temples",
      "Jain and Hindu temples of the Eastern and Southern Groups",
      "Morning jeep safari in Panna Tiger Reserve",
      "The red and grey granite canyon at Raneh Falls",
      "Light and sound show at the Western Group",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival and the light and sound show",
        description:
          "Arrive at Khajuraho airport or railway station and transfer to your hotel. Take an easy first walk to the Matangeshwar Temple, the one shrine beside the Western Group still in daily worship, then watch the evening light and sound show on the temple lawns.",
        meals: ["Dinner"],
        stay: "Khajuraho",
      },
      {
        title: "Western, Eastern and Southern Groups",
        description:
          "Spend the morning with your guide in the Western Group, studying the Lakshmana, Kandariya Mahadeva, Devi Jagadambi, Chitragupta and Vishvanatha temples. After lunch drive to the Eastern Group to see the Jain Parshvanatha, Adinatha and Shantinatha temples and the Hindu Vamana and Javari temples. Finish at the Duladeo and Chaturbhuj temples of the Southern Group, where the setting sun lights the tall image of Vishnu.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Khajuraho",
      },
      {
        title: "Panna Tiger Reserve and Raneh Falls",
        description:
          "Drive before dawn to the Madla gate of Panna Tiger Reserve, about 25 kilometres away, for a morning jeep safari through teak forest and plateau grassland above the Ken River, where tigers were successfully reintroduced after 2009. After lunch visit Raneh Falls, where the Ken has cut a deep canyon through crystalline rock in shades of red, pink and grey, and look out for gharials in the river below.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Khajuraho",
      },
      {
        title: "Archaeological museum and departure",
        description:
          "Visit the Archaeological Museum opposite the Western Group, which houses sculptures recovered from ruined temples, and browse the craft stalls before your transfer for departure.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Heritage-style hotel near the Western Group",
        type: "Heritage-style hotel",
        location: "Khajuraho town, near the Western Group of temples",
        nights: 3,
        description:
          "A low-rise hotel with sandstone detailing and a garden pool, a short walk from the Western Group and the evening show.",
      },
    ],
    costItems: [
      { label: "Accommodation, 3 nights on twin sharing", amount: 10500 },
      { label: "Car for transfers and excursions", amount: 3800 },
      { label: "Archaeology-trained guide for two days", amount: 1800 },
      { label: "Temple entry tickets and light and sound show", amount: 900 },
      { label: "Panna jeep safari with park permit", amount: 3200 },
      { label: "Meals as listed in the itinerary", amount: 1900 },
    ],
    inclusions: [
      "3 nights in a heritage-style hotel on twin sharing",
      "Daily breakfast, plus lunches and dinners as listed",
      "Airport or station transfers and a car for all excursions",
      "Archaeology-trained guide for the temple groups",
      "Entry tickets for the temples, museum and light and sound show",
      "Shared jeep and permit for one morning safari in Panna",
    ],
    exclusions: [
      "Flights or train tickets to Khajuraho",
      "Video camera fees at the temples",
      "Extra safaris and private jeep supplements",
      "Tips for safari drivers and guides",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "Kandariya Mahadeva Temple",
        alt: "Illustration of the rising spires of the Kandariya Mahadeva Temple on its high platform",
        scene: "temple",
      },
      {
        caption: "The canyon at Raneh Falls",
        alt: "Illustration of the Ken River flowing through a canyon of red and grey rock at Raneh Falls",
        scene: "river",
      },
      {
        caption: "A tiger in Panna's teak forest",
        alt: "Illustration of a tiger walking along a dry stream bed in Panna Tiger Reserve",
        scene: "wildlife",
      },
    ],
    reviews: [
      {
        author: "Rohan Deshpande",
        rating: 5,
        comment:
          "Our guide read the Kandariya Mahadeva walls panel by panel, so the carvings finally made sense. The Chaturbhuj Temple at sunset was peaceful and almost empty.",
        date: "2025-10-27",
      },
      {
        author: "Hannah Schmidt",
        rating: 4.5,
        comment:
          "Beautiful temples and an easy pace. We saw a tigress on the Panna safari, and the Raneh Falls canyon was far more dramatic than the photos.",
        date: "2024-02-11",
      },
      {
        author: "Sanjay Kulkarni",
        rating: 4,
        comment:
          "The Western Group morning and the light and sound show were excellent. The Eastern Group felt rushed after a long lunch, so start the afternoon earlier.",
        date: "2026-01-19",
      },
    ],
    imageAlt: "Illustration of the Western Group temples of Khajuraho rising above green lawns",
  },
};

const puducherry: SeedDestination = {
  srNo: 16,
  slug: "puducherry",
  name: "Puducherry",
  state: "Puducherry",
  region: "South India",
  description:
    "Puducherry, a union territory on the Coromandel Coast, was the chief settlement of French India from the late 17th century until it was handed over to India in 1954. Its seaside White Town still has mustard and white colonial villas, bougainvillea-lined streets and a long promenade along the Bay of Bengal, while the Tamil Quarter keeps its verandah houses and temples. The Sri Aurobindo Ashram, founded in 1926, and the international township of Auroville just to the north draw visitors in search of quiet and reflection. Franco-Tamil cooking, bakeries and cafés make it a relaxed food destination. Paradise Beach and Serenity Beach offer swimming and beginner surfing.",
  bestSeason: "December to March",
  interests: ["beach", "cultural", "food", "spiritual"],
  avgPrice: 19500,
  rating: 4.4,
  difficulty: "Easy",
  featured: false,
  scene: "beach",
  imageAlt:
    "Illustration of Puducherry's Promenade Beach with colonial buildings and the old lighthouse",
  package: {
    name: "Puducherry French Quarter & Auroville Escape",
    description:
      "Slow down on the Coromandel Coast with heritage walks through the French and Tamil quarters, a morning at Auroville and time on the beaches. The trip starts and ends in Chennai with a scenic drive down the East Coast Road. It suits couples and families who want culture, food and sea air without long days.",
    highlights: [
      "Guided heritage walk through White Town and the Tamil Quarter",
      "The golden Matrimandir at Auroville",
      "Backwater boat ride to Paradise Beach",
      "Beginner surf lesson at Serenity Beach",
      "Franco-Tamil dinner in the French Quarter",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Chennai to Puducherry along the coast",
        description:
          "Pick-up at Chennai airport for the drive of about three and a half hours down the East Coast Road, with stops for views of the Bay of Bengal. Check in to a heritage guesthouse in White Town and stroll along the Promenade, which is closed to traffic in the evening.",
        meals: ["Dinner"],
        stay: "White Town, Puducherry",
      },
      {
        title: "White Town and the Tamil Quarter",
        description:
          "Join an early heritage walk through the French Quarter past the French Consulate, the Notre Dame des Anges church and the old lighthouse, then cross the canal into the Tamil Quarter with its verandah houses. Visit the Sri Aurobindo Ashram, where visitors pay silent respects at the flower-covered samadhi, and the Manakula Vinayagar Temple. In the afternoon see the Gothic Basilica of the Sacred Heart of Jesus and end with a Franco-Tamil dinner.",
        meals: ["Breakfast", "Dinner"],
        stay: "White Town, Puducherry",
      },
      {
        title: "Auroville and Paradise Beach",
        description:
          "Drive about 12 kilometres north to Auroville, watch the introductory film at the Visitors Centre and walk to the viewing point for the golden Matrimandir; visits inside must be booked in advance. After lunch take the backwater boat from the Chunnambar boat house to Paradise Beach for a swim and a walk along its sandbar.",
        meals: ["Breakfast", "Lunch"],
        stay: "White Town, Puducherry",
      },
      {
        title: "Serenity Beach surf lesson and departure",
        description:
          "Take an early beginner surf lesson at Serenity Beach, north of town, while the sea is calmest, then return for breakfast and check out. Transfer back to Chennai airport along the coast.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Heritage guesthouse in White Town",
        type: "Heritage guesthouse",
        location: "White Town, Puducherry",
        nights: 3,
        description:
          "A restored French colonial villa with high ceilings, shuttered windows and a courtyard garden, two streets from the Promenade.",
      },
    ],
    costItems: [
      { label: "Accommodation, 3 nights on twin sharing", amount: 8700 },
      { label: "Chennai transfers and air-conditioned car", amount: 3600 },
      { label: "Guided heritage walk", amount: 800 },
      { label: "Boat to Paradise Beach and entry fees", amount: 700 },
      { label: "Beginner surf lesson with board hire", amount: 1500 },
      { label: "Meals as listed in the itinerary", amount: 1300 },
    ],
    inclusions: [
      "3 nights in a heritage guesthouse on twin sharing",
      "Daily breakfast, plus the meals listed",
      "Chennai airport transfers along the East Coast Road",
      "Air-conditioned car for Auroville and the beaches",
      "Guided heritage walk through White Town and the Tamil Quarter",
      "Boat ride to Paradise Beach",
      "Beginner surf lesson with board and instructor",
    ],
    exclusions: [
      "Flights to and from Chennai",
      "Matrimandir inner chamber booking",
      "Drinks and meals not listed",
      "Bicycle or scooter hire",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "The Promenade at sunrise",
        alt: "Illustration of the sun rising over the Bay of Bengal beside Puducherry's Promenade",
        scene: "beach",
      },
      {
        caption: "White Town streets",
        alt: "Illustration of a yellow colonial villa with bougainvillea on a quiet White Town street",
        scene: "city",
      },
      {
        caption: "The Matrimandir at Auroville",
        alt: "Illustration of the golden sphere of the Matrimandir surrounded by gardens",
        scene: "monument",
      },
    ],
    reviews: [
      {
        author: "Aditi Sharma",
        rating: 4.5,
        comment:
          "The heritage walk through White Town was the best introduction, and the guesthouse courtyard was a joy. Paradise Beach by boat felt like a proper escape.",
        date: "2025-01-12",
      },
      {
        author: "James O'Neill",
        rating: 4,
        comment:
          "Auroville's Visitors Centre and the Matrimandir viewing point were calm and interesting. The surf lesson at Serenity Beach was great fun even though I mostly fell off.",
        date: "2024-02-20",
      },
      {
        author: "Nandini Krishnan",
        rating: 5,
        comment:
          "Evenings on the car-free Promenade and the Franco-Tamil dinner were highlights. The East Coast Road drive from Chennai was scenic and smooth.",
        date: "2026-03-08",
      },
      {
        author: "Sophie Laurent",
        rating: 4.5,
        comment:
          "As a French visitor I loved finding Notre Dame des Anges and the old street names. The ashram was very peaceful.",
        date: "2025-12-21",
      },
    ],
    imageAlt:
      "Illustration of colonial villas and palm trees along Puducherry's seafront promenade",
  },
};

const amritsar: SeedDestination = {
  srNo: 17,
  slug: "amritsar",
  name: "Amritsar",
  state: "Punjab",
  region: "North India",
  description:
    "Amritsar was founded in the 1570s by Guru Ram Das, the fourth Sikh Guru, around the sacred pool that gives the city its name. At its heart stands the Harmandir Sahib, the Golden Temple, whose gilded sanctum rises from the water and welcomes people of every faith. Its community kitchen serves free vegetarian meals to tens of thousands of visitors every day, cooked and served largely by volunteers. Jallianwala Bagh recalls the massacre of 13 April 1919, and the Partition Museum tells the human story of 1947. At sunset crowds gather at the Attari–Wagah border for the flag-lowering ceremony, and the city's kulchas, lassi and fried fish are a pilgrimage of their own.",
  bestSeason: "October to March",
  interests: ["spiritual", "historical", "food", "cultural"],
  avgPrice: 14500,
  rating: 4.8,
  difficulty: "Easy",
  featured: false,
  scene: "temple",
  imageAlt: "Illustration of the Golden Temple reflected in its sacred pool at dusk",
  package: {
    name: "Amritsar Golden Temple & Wagah Border Experience",
    description:
      "A short, moving journey through the spiritual and historical heart of Punjab. You will see the Golden Temple by night and at dawn, help in the langar kitchen, reflect at Jallianwala Bagh and the Partition Museum, and join the crowd at the Attari–Wagah border. A guided food walk through the old city rounds off the trip.",
    highlights: [
      "The Palki Sahib ceremony at the Golden Temple",
      "Volunteering in the langar community kitchen",
      "Jallianwala Bagh and the Partition Museum",
      "Beating Retreat ceremony at the Attari–Wagah border",
      "Old-city food walk for kulchas and lassi",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival and the Golden Temple by night",
        description:
          "Pick-up from Amritsar airport or railway station and check in near the old city. After a briefing on temple customs (cover your head, remove your shoes and wash your feet before entering), walk the marble parikrama around the sacred pool. Stay for the Palki Sahib ceremony, when the Guru Granth Sahib is carried in procession to the Akal Takht for the night.",
        meals: ["Dinner"],
        stay: "Old city, Amritsar",
      },
      {
        title: "Langar, history and the border ceremony",
        description:
          "Return to the Golden Temple in the early morning, then volunteer in the langar kitchen by rolling rotis or washing plates before sharing a meal with other visitors. Walk to Jallianwala Bagh and then to the Partition Museum in the Town Hall, which is closed on Mondays. After lunch drive about 30 kilometres to the Attari–Wagah border for the Beating Retreat ceremony, arriving well before sunset to find a seat.",
        meals: ["Breakfast", "Lunch"],
        stay: "Old city, Amritsar",
      },
      {
        title: "Gobindgarh Fort, food walk and departure",
        description:
          "Visit Gobindgarh Fort, an 18th-century fort strengthened by Maharaja Ranjit Singh that now hosts exhibits on Punjab's past. Then take a guided food walk through the old city lanes for Amritsari kulchas, lassi and pinni before your transfer to the airport or station.",
        meals: ["Breakfast", "Lunch"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Boutique hotel near Heritage Street",
        type: "Boutique hotel",
        location: "Old city, a short walk from the Golden Temple",
        nights: 2,
        description:
          "A small hotel close to the pedestrian Heritage Street, so you can walk to the Golden Temple for the night and dawn ceremonies.",
      },
    ],
    costItems: [
      { label: "Accommodation, 2 nights on twin sharing", amount: 6200 },
      { label: "Airport transfers and car to the Attari–Wagah border", amount: 2200 },
      { label: "Local guide and hosted food walk", amount: 1900 },
      { label: "Museum and fort entry tickets", amount: 500 },
      { label: "Meals as listed in the itinerary", amount: 1500 },
    ],
    inclusions: [
      "2 nights in a boutique hotel on twin sharing",
      "Airport or station pick-up and drop",
      "Car with driver to the Attari–Wagah border and back",
      "Local guide for the Golden Temple, Jallianwala Bagh and the museum",
      "Guided old-city food walk with tastings",
      "Entry tickets for the Partition Museum and Gobindgarh Fort",
    ],
    exclusions: [
      "Flights or train tickets to Amritsar",
      "Meals not listed in the itinerary",
      "Donations at the Golden Temple",
      "Personal shopping and tips",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "The Golden Temple at night",
        alt: "Illustration of the gilded Harmandir Sahib glowing above the dark sacred pool",
        scene: "temple",
      },
      {
        caption: "Jallianwala Bagh memorial",
        alt: "Illustration of the flame-shaped memorial at Jallianwala Bagh among trees",
        scene: "monument",
      },
      {
        caption: "Gobindgarh Fort",
        alt: "Illustration of the brick ramparts and gateway of Gobindgarh Fort",
        scene: "fort",
      },
    ],
    reviews: [
      {
        author: "Gurpreet Kaur",
        rating: 5,
        comment:
          "Rolling rotis in the langar with strangers was the most moving part of our trip. The Palki Sahib ceremony at night gave me goosebumps.",
        date: "2025-11-16",
      },
      {
        author: "Daniel Novak",
        rating: 4.5,
        comment:
          "The Partition Museum was powerful and our guide explained the context well. Wagah was loud and crowded, but arriving early meant good seats.",
        date: "2024-03-02",
      },
      {
        author: "Neha Bansal",
        rating: 4.5,
        comment:
          "Loved the food walk, especially the kulchas and the thick lassi. January fog delayed our flight in, so keep some slack in winter.",
        date: "2026-01-07",
      },
    ],
    imageAlt: "Illustration of pilgrims on the marble walkway around the Golden Temple",
  },
};

const manali: SeedDestination = {
  srNo: 18,
  slug: "manali",
  name: "Manali",
  state: "Himachal Pradesh",
  region: "North India",
  description:
    "Manali sits at about 2,050 metres at the head of the Kullu Valley, where the Beas River rushes down between deodar forests and snow-capped peaks. The wooden Hadimba Devi Temple, built in 1553, and the lanes of Old Manali keep the valley's mountain traditions alive, while nearby Vashisht has natural hot springs. Solang Valley is the hub for paragliding in the warmer months and for skiing and snow play in winter. The Atal Tunnel, opened in 2020, gives Manali a road link to the Lahaul Valley in every season, snow permitting, and the high Rohtang Pass can be visited with a permit from late spring to autumn. Manali is also the starting point of the road to Leh and of many Himalayan treks.",
  bestSeason: "October to June",
  interests: ["adventure", "nature", "cultural"],
  avgPrice: 24500,
  rating: 4.5,
  difficulty: "Moderate",
  featured: false,
  scene: "snow",
  imageAlt: "Illustration of snow-covered peaks above the deodar forests of Manali",
  package: {
    name: "Manali Snow Peaks & Lahaul Valley Adventure",
    description:
      "Five days in the upper Kullu Valley combining old temples and villages with snow, hot springs and a drive through the Atal Tunnel into Lahaul. One activity in Solang Valley is included, chosen by season: paragliding, the ropeway, or skiing and snow play. Mountain roads can close after heavy snow or rain, so the order of days may change.",
    highlights: [
      "The 16th-century wooden Hadimba Devi Temple",
      "Through the Atal Tunnel to Sissu in Lahaul",
      "Paragliding, ropeway or snow play in Solang Valley",
      "Hot springs of Vashisht and the walk to Jogini Falls",
      "Naggar Castle and the Roerich art gallery",
    ],
    difficulty: "Moderate",
    itinerary: [
      {
        title: "Arrival in Manali",
        description:
          "Arrive by overnight bus from Delhi or fly to Bhuntar airport, about 50 kilometres to the south, and transfer to your hotel. Rest to adjust to the altitude, then take an easy evening walk along the Mall Road.",
        meals: ["Dinner"],
        stay: "Manali",
      },
      {
        title: "Hadimba Temple, Old Manali and Vashisht",
        description:
          "Walk through the cedar forest to the Hadimba Devi Temple with its tiered wooden roof and carved doorway, then visit the Manu Temple above Old Manali and its riverside cafés. In the afternoon cross the Beas to Vashisht village for the hot spring baths and an easy hike of about two kilometres to Jogini Falls.",
        meals: ["Breakfast", "Dinner"],
        stay: "Manali",
      },
      {
        title: "Atal Tunnel, Sissu and Solang Valley",
        description:
          "Drive through the nine-kilometre Atal Tunnel to Sissu in the Lahaul Valley to see its waterfall and the Chandra River, with snow on the slopes for much of the year. On the way back stop at Solang Valley for your included activity: paragliding, the ropeway or, in winter, skiing and snow play. When heavy snow closes the road, the day is spent in Solang alone.",
        meals: ["Breakfast", "Dinner"],
        stay: "Manali",
      },
      {
        title: "Naggar Castle and the Roerich estate",
        description:
          "Drive about 20 kilometres down the left bank of the Beas to Naggar, whose 15th-century castle of the Kullu rulers is now a heritage hotel and museum. Visit the Nicholas Roerich Art Gallery in the Russian painter's former home, then return to Manali for a farewell dinner.",
        meals: ["Breakfast", "Dinner"],
        stay: "Manali",
      },
      {
        title: "Departure",
        description:
          "Check out after breakfast and transfer to Bhuntar airport or the bus stand for your return journey.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Mountain-view hotel near Hadimba Temple",
        type: "Mountain hotel",
        location: "Hadimba Temple road, Manali",
        nights: 4,
        description:
          "A timber-and-stone hotel among the deodars with heated rooms and balconies facing the snow peaks.",
      },
    ],
    costItems: [
      { label: "Accommodation, 4 nights on twin sharing", amount: 10800 },
      { label: "Transfers and car for all excursions", amount: 4400 },
      { label: "Local guide for two days", amount: 1500 },
      { label: "Solang Valley activity and entry fees", amount: 2600 },
      { label: "Meals as listed in the itinerary", amount: 1500 },
    ],
    inclusions: [
      "4 nights in a mountain-view hotel on twin sharing",
      "Daily breakfast and dinner",
      "Bhuntar airport or Manali bus stand transfers",
      "Car with a mountain-trained driver for all excursions",
      "Local guide for the temples and Naggar",
      "One Solang Valley activity by season",
    ],
    exclusions: [
      "Flights or bus tickets to the Kullu Valley",
      "Rohtang Pass permit and excursion",
      "Snow clothing and boot hire",
      "Lunches and personal expenses",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "Hadimba Devi Temple",
        alt: "Illustration of the tiered wooden roof of the Hadimba Devi Temple among tall deodars",
        scene: "temple",
      },
      {
        caption: "Winter in Solang Valley",
        alt: "Illustration of skiers on snowy slopes in Solang Valley beneath white peaks",
        scene: "snow",
      },
      {
        caption: "The Beas River",
        alt: "Illustration of the Beas River tumbling over boulders below pine-covered hills",
        scene: "river",
      },
    ],
    reviews: [
      {
        author: "Vikram Thakur",
        rating: 4.5,
        comment:
          "Driving through the Atal Tunnel into snowy Lahaul was unreal. Solang was crowded, but the paragliding flight over the valley was worth it.",
        date: "2025-05-18",
      },
      {
        author: "Olivia Bennett",
        rating: 5,
        comment:
          "The Hadimba Temple in the cedar forest and the Roerich house at Naggar were beautiful and calm. The warm hotel after a day in the snow was perfect.",
        date: "2024-12-29",
      },
      {
        author: "Rahul Verma",
        rating: 3.5,
        comment:
          "Snowfall closed the road to Sissu on our third day, so we only did Solang. The team adjusted quickly, but January plans need flexibility.",
        date: "2026-01-24",
      },
      {
        author: "Kavya Reddy",
        rating: 4.5,
        comment:
          "Vashisht hot springs and the Jogini Falls walk were lovely. Old Manali cafés made for great evenings.",
        date: "2025-10-12",
      },
    ],
    imageAlt: "Illustration of the snowy Solang Valley with paragliders above the slopes",
  },
};

const shimla: SeedDestination = {
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

const dharamshala: SeedDestination = {
  srNo: 20,
  slug: "dharamshala",
  name: "Dharamshala",
  state: "Himachal Pradesh",
  region: "North India",
  description:
    "Dharamshala lies on the forested slopes of the Dhauladhar range above the Kangra Valley, with the lively upper town of McLeod Ganj at about 2,000 metres. Since 1960 it has been home to the Dalai Lama and the Tibetan administration in exile, and monasteries, prayer flags and Tibetan cafés give it a character of its own. The Tsuglagkhang temple complex, the Norbulingka Institute for Tibetan arts and the Library of Tibetan Works and Archives are all open to visitors. Walkers climb to the grassy ridge of Triund for close views of the Dhauladhar snows, while the ancient Kangra Fort and tea gardens lie in the valley below. The monsoon here is among the wettest in India, so spring and autumn are the best times to visit.",
  bestSeason: "March to June and September to November",
  interests: ["spiritual", "cultural", "adventure", "nature"],
  avgPrice: 21000,
  rating: 4.6,
  difficulty: "Moderate",
  featured: false,
  scene: "mountain",
  imageAlt: "Illustration of prayer flags above McLeod Ganj with the snowy Dhauladhar peaks behind",
  package: {
    name: "Dharamshala Tibetan Culture & Triund Trek",
    description:
      "Five days that balance Tibetan Buddhist culture in McLeod Ganj with a full-day hike to the Triund ridge. You will visit the Dalai Lama's temple, watch artisans at Norbulingka and explore Kangra Fort in the valley. The Triund day needs reasonable fitness for a steep climb of several hours.",
    highlights: [
      "Tsuglagkhang temple and the forest kora path",
      "Day trek to Triund ridge at about 2,850 metres",
      "Thangka painters and woodcarvers at Norbulingka",
      "Kangra Fort and a tea garden visit",
      "Bhagsunag waterfall and Dharamkot village",
    ],
    difficulty: "Moderate",
    itinerary: [
      {
        title: "Arrival in McLeod Ganj",
        description:
          "Pick-up from Kangra airport at Gaggal, about 15 kilometres away, or from Pathankot railway station, and drive up to McLeod Ganj. Spend the evening walking the market lanes and turning the prayer wheels around the temple.",
        meals: ["Dinner"],
        stay: "McLeod Ganj",
      },
      {
        title: "Tsuglagkhang, Bhagsunag and Dharamkot",
        description:
          "Visit the Tsuglagkhang complex, the Dalai Lama's main temple, and the Tibet Museum beside it, then walk the forest kora path around the complex. In the afternoon walk to the Bhagsunag Temple and the waterfall above it, returning through the hillside village of Dharamkot.",
        meals: ["Breakfast", "Dinner"],
        stay: "McLeod Ganj",
      },
      {
        title: "Triund day trek",
        description:
          "Start early from the Galu Devi Temple above Dharamkot for the climb of about seven kilometres to the Triund ridge at roughly 2,850 metres with a local trekking guide. Enjoy a packed lunch facing the Dhauladhar wall and the Kangra Valley, then descend by the same trail. Expect six to seven hours of walking on a steep, rocky path.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "McLeod Ganj",
      },
      {
        title: "Norbulingka, Kangra Fort and tea gardens",
        description:
          "Drive down to the Norbulingka Institute to watch artisans at work on thangka painting, woodcarving and statue making. Continue to Kangra Fort, one of the oldest forts in the Himalaya and the seat of the Katoch rulers for centuries, and stop at a tea garden on the way back.",
        meals: ["Breakfast", "Dinner"],
        stay: "McLeod Ganj",
      },
      {
        title: "St John in the Wilderness and departure",
        description:
          "Visit the stone church of St John in the Wilderness among the deodars below McLeod Ganj, where the Viceroy Lord Elgin is buried, then transfer to Kangra airport or Pathankot.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Hillside hotel in McLeod Ganj with valley views",
        type: "Boutique mountain hotel",
        location: "McLeod Ganj, upper Dharamshala",
        nights: 4,
        description:
          "A family-run hotel on the slope below the main square, with rooms facing the Kangra Valley and a rooftop for sunsets.",
      },
    ],
    costItems: [
      { label: "Accommodation, 4 nights on twin sharing", amount: 9200 },
      { label: "Transfers and car for the valley excursion", amount: 3800 },
      { label: "Cultural guide and Triund trekking guide", amount: 2200 },
      { label: "Entry tickets for the museum, Norbulingka and Kangra Fort", amount: 400 },
      { label: "Meals as listed, including a trek lunch", amount: 2200 },
    ],
    inclusions: [
      "4 nights in a hillside hotel on twin sharing",
      "Daily breakfast and dinner, plus a packed lunch on the trek",
      "Kangra airport or Pathankot station transfers",
      "Car for Norbulingka, Kangra Fort and the tea garden",
      "Local cultural guide and a trekking guide for Triund",
      "Entry tickets for the Tibet Museum, Norbulingka and Kangra Fort",
    ],
    exclusions: [
      "Flights or trains to Kangra or Pathankot",
      "Overnight camping at Triund",
      "Trekking shoes and rain gear",
      "Donations at monasteries",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "Tsuglagkhang temple",
        alt: "Illustration of monks on the terrace of the Tsuglagkhang temple in McLeod Ganj",
        scene: "temple",
      },
      {
        caption: "Triund ridge",
        alt: "Illustration of a grassy ridge at Triund facing the snowy Dhauladhar range",
        scene: "mountain",
      },
      {
        caption: "Kangra Fort",
        alt: "Illustration of the ruined stone walls of Kangra Fort above a river valley",
        scene: "fort",
      },
    ],
    reviews: [
      {
        author: "Tenzin Dolma",
        rating: 5,
        comment:
          "Our guide walked the kora with us and explained the prayers and murals at Tsuglagkhang. Lovely hotel, and the momos were excellent.",
        date: "2025-04-20",
      },
      {
        author: "Ben Fischer",
        rating: 4.5,
        comment:
          "Triund was tough but the view of the Dhauladhar wall at the top was incredible. The trekking guide set a steady pace for our mixed group.",
        date: "2024-10-05",
      },
      {
        author: "Ishita Banerjee",
        rating: 4,
        comment:
          "Norbulingka and Kangra Fort made a great valley day. It rained every afternoon in late September, so pack a proper jacket.",
        date: "2025-09-28",
      },
    ],
    imageAlt: "Illustration of McLeod Ganj houses on a forested slope below snowy peaks",
  },
};

const jimCorbett: SeedDestination = {
  srNo: 21,
  slug: "jim-corbett",
  name: "Jim Corbett National Park",
  state: "Uttarakhand",
  region: "North India",
  description:
    "Jim Corbett National Park, in the Himalayan foothills of Uttarakhand, was established in 1936 as Hailey National Park, making it the oldest national park in India. It was later renamed after Jim Corbett, the hunter turned conservationist who wrote about these forests, and in 1973 it was where Project Tiger was launched. Sal forests, grasslands and the Ramganga River support one of the highest tiger densities in India as well as Asian elephants, leopards, gharials and hundreds of bird species. Safaris run in zones such as Bijrani, Jhirna, Dhela and Dhikala, with permits booked in advance online. The core zones close for the monsoon, Bijrani from July to mid-October and Dhikala from mid-June to mid-November, while Jhirna and Dhela stay open for much of the year.",
  bestSeason: "November to June",
  interests: ["wildlife", "nature", "adventure"],
  avgPrice: 29500,
  rating: 4.5,
  difficulty: "Easy",
  featured: false,
  scene: "wildlife",
  imageAlt: "Illustration of a tiger crossing a sal forest track in Jim Corbett National Park",
  package: {
    name: "Corbett Tiger Trails Jungle Safari",
    description:
      "Three nights at a riverside jungle resort near Ramnagar with three jeep safaris in different zones of India's oldest national park. A naturalist accompanies you on safari and on birding walks along the Kosi River, and a visit to Jim Corbett's old home at Kaladhungi adds the human story. Zones are allotted by the forest department and depend on the season.",
    highlights: [
      "Three jeep safaris in Bijrani, Jhirna and Dhela",
      "Birdwatching walks along the Kosi River with a naturalist",
      "Garjiya Devi Temple on a rock in the Kosi",
      "Jim Corbett's home and museum at Kaladhungi",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Delhi to Ramnagar",
        description:
          "Drive about 260 kilometres from Delhi to Ramnagar, the gateway town of the park, a journey of six to seven hours, or arrive by train at Ramnagar station. After check-in, visit the Garjiya Devi Temple perched on a rock in the Kosi River.",
        meals: ["Lunch", "Dinner"],
        stay: "Ramnagar",
      },
      {
        title: "Bijrani and Jhirna safaris",
        description:
          "Set out at dawn on a jeep safari in the Bijrani zone, known for its grasslands and good chances of tiger and elephant sightings. Rest through the middle of the day, then return for an afternoon safari in the Jhirna zone. When Bijrani is closed in the monsoon, the morning safari moves to Jhirna or Dhela.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Ramnagar",
      },
      {
        title: "Dhela safari and Kaladhungi",
        description:
          "Take a morning safari in the Dhela zone, then drive to Kaladhungi to visit Jim Corbett's former winter home, now a small museum, and the nearby Corbett Falls. Spend the evening on a birdwatching walk along the Kosi with your naturalist.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Ramnagar",
      },
      {
        title: "Departure",
        description:
          "Join an optional early bird walk around the resort, then have breakfast and drive back to Delhi or catch your train from Ramnagar.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Jungle resort on the Kosi River",
        type: "Jungle resort",
        location: "Dhikuli, Ramnagar",
        nights: 3,
        description:
          "Cottages in a shaded riverside garden close to the Bijrani gate, with bonfire evenings and bird feeders.",
      },
    ],
    costItems: [
      { label: "Accommodation, 3 nights on twin sharing", amount: 12000 },
      { label: "Car from Delhi to Ramnagar and back", amount: 5200 },
      { label: "Three jeep safaris with park permits", amount: 4800 },
      { label: "Naturalist for safaris and bird walks", amount: 1400 },
      { label: "Meals, full board at the resort", amount: 1600 },
    ],
    inclusions: [
      "3 nights in a riverside jungle resort on twin sharing",
      "All meals from lunch on day 1 to breakfast on day 4",
      "Car from Delhi to Ramnagar and back",
      "Three shared jeep safaris with park permits",
      "Naturalist on safaris and bird walks",
      "Entry to the Corbett Museum at Kaladhungi",
    ],
    exclusions: [
      "Dhikala canter safari and forest rest house stays",
      "Supplement for foreign nationals' park permits",
      "Fees for professional camera equipment",
      "Tips for drivers and naturalists",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "Tiger in the grassland",
        alt: "Illustration of a tiger in tall golden grass in Corbett's Bijrani zone",
        scene: "wildlife",
      },
      {
        caption: "The Ramganga River",
        alt: "Illustration of the Ramganga River winding through forested hills",
        scene: "river",
      },
      {
        caption: "Sal forest",
        alt: "Illustration of elephants walking among tall sal trees in morning light",
        scene: "forest",
      },
    ],
    reviews: [
      {
        author: "Aakash Negi",
        rating: 5,
        comment:
          "We saw a tiger crossing the track in Bijrani on the first morning. The naturalist's bird walk along the Kosi was a surprise highlight.",
        date: "2025-03-16",
      },
      {
        author: "Charlotte Evans",
        rating: 4,
        comment:
          "No tiger for us, but elephants in Dhela and a leopard in Jhirna made up for it. The Kaladhungi museum was small but charming.",
        date: "2024-12-08",
      },
      {
        author: "Pooja Agarwal",
        rating: 4.5,
        comment:
          "Well organised permits and a comfortable resort by the river. The drive from Delhi was long, so the train would be better next time.",
        date: "2026-04-26",
      },
    ],
    imageAlt: "Illustration of a safari jeep on a forest track in Jim Corbett National Park",
  },
};

const jaisalmer: SeedDestination = {
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

const ranthambore: SeedDestination = {
  srNo: 23,
  slug: "ranthambore",
  name: "Ranthambore",
  state: "Rajasthan",
  region: "West India",
  description:
    "Ranthambore National Park lies near Sawai Madhopur in eastern Rajasthan, where the Aravalli and Vindhya hills meet. Once a hunting reserve of the Maharajas of Jaipur, it became one of India's first tiger reserves under Project Tiger in 1973 and a national park in 1980. Its dry deciduous forest, lakes and rocky ridges give some of the best chances in India of seeing a wild tiger, often near the lakes of Padam Talao, Raj Bagh and Malik Talao. The 10th-century Ranthambore Fort rises from the middle of the park and, with its Trinetra Ganesh Temple, is part of the Hill Forts of Rajasthan World Heritage Site. Safaris run in open jeeps or larger canters, and the core zones close from July to September for the monsoon.",
  bestSeason: "October to June",
  interests: ["wildlife", "nature", "historical"],
  avgPrice: 34000,
  rating: 4.6,
  difficulty: "Easy",
  featured: false,
  scene: "wildlife",
  imageAlt: "Illustration of a tiger resting by a lake beneath the walls of Ranthambore Fort",
  package: {
    name: "Ranthambore Tigers & Fort Safari Break",
    description:
      "Four safaris in shared jeeps give you the best chance of meeting Ranthambore's tigers, with a naturalist to read the tracks and alarm calls. Between drives you climb to the thousand-year-old fort inside the park and meet village artisans. Safari zones are allotted by the forest department when permits are booked.",
    highlights: [
      "Four jeep safaris in Ranthambore's tiger zones",
      "Ranthambore Fort and the Trinetra Ganesh Temple",
      "Lakeside sightings around Padam Talao and Raj Bagh",
      "Block printing and embroidery at a village craft centre",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival and first safari",
        description:
          "Arrive at Sawai Madhopur station, about five hours by train from Delhi or two to three hours from Jaipur, and transfer to your lodge near the park. After lunch take your first afternoon safari in a shared jeep in the zone allotted to you.",
        meals: ["Lunch", "Dinner"],
        stay: "Sawai Madhopur",
      },
      {
        title: "Dawn safari and Ranthambore Fort",
        description:
          "A dawn safari searches for tigers, sloth bears and leopards around the lakes and ridges. After breakfast climb up to Ranthambore Fort to see its gates, stepwells, the ruins of Hammir's palace and the Trinetra Ganesh Temple, where devotees send letters and wedding invitations to Lord Ganesh. Rest at the lodge in the afternoon.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Sawai Madhopur",
      },
      {
        title: "Two safaris and village crafts",
        description:
          "Take a morning safari, then visit a craft centre where women from villages around the park work on block printing and embroidery. The afternoon safari offers another chance at tigers as animals come to the water in the cooler hours.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Sawai Madhopur",
      },
      {
        title: "Departure",
        description:
          "Enjoy a relaxed breakfast and birdwatching in the lodge gardens before your transfer to Sawai Madhopur station.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Jungle lodge on Ranthambore Road",
        type: "Wildlife lodge",
        location: "Ranthambore Road, Sawai Madhopur",
        nights: 3,
        description:
          "Cottages in landscaped grounds a short drive from the park gates, with a pool and early tea before safaris.",
      },
    ],
    costItems: [
      { label: "Accommodation, 3 nights on twin sharing", amount: 14000 },
      { label: "Four shared jeep safaris with park permits", amount: 7600 },
      { label: "Station transfers and local car", amount: 2300 },
      { label: "Naturalist for all safaris", amount: 2000 },
      { label: "Fort visit and craft centre", amount: 400 },
      { label: "Meals, full board at the lodge", amount: 2500 },
    ],
    inclusions: [
      "3 nights in a jungle lodge on twin sharing",
      "All meals from lunch on day 1 to breakfast on day 4",
      "Sawai Madhopur station transfers",
      "Four shared jeep safaris with permits for Indian nationals",
      "Naturalist on every safari",
      "Visit to Ranthambore Fort and a village craft centre",
    ],
    exclusions: [
      "Train tickets to Sawai Madhopur",
      "Supplement for foreign nationals' safari permits",
      "Private jeep upgrades",
      "Tips for drivers and naturalists",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "Tiger at Padam Talao",
        alt: "Illustration of a tiger drinking at the edge of Padam Talao lake",
        scene: "wildlife",
      },
      {
        caption: "Ranthambore Fort",
        alt: "Illustration of the ramparts of Ranthambore Fort on a rocky hill above the forest",
        scene: "fort",
      },
      {
        caption: "Dry deciduous forest",
        alt: "Illustration of spotted deer among dhok trees and banyan roots in Ranthambore",
        scene: "forest",
      },
    ],
    reviews: [
      {
        author: "Siddharth Jain",
        rating: 5,
        comment:
          "Tigress with two cubs near Raj Bagh on our second morning safari. The naturalist heard the sambar alarm call long before we saw anything.",
        date: "2025-04-13",
      },
      {
        author: "Michael Brooks",
        rating: 4.5,
        comment:
          "Four safaris gave us two tiger sightings, and the climb to the fort and the Trinetra Ganesh Temple was a great break from the jeep.",
        date: "2024-11-24",
      },
      {
        author: "Lakshmi Narayanan",
        rating: 4,
        comment:
          "Comfortable lodge and excellent food. Zone allocation was luck of the draw, and one safari in a quieter zone was dusty with little to see.",
        date: "2026-03-22",
      },
      {
        author: "Yuki Tanaka",
        rating: 4.5,
        comment:
          "The craft centre visit was a lovely surprise and I bought block-printed scarves. Very early starts, but worth it for the morning light.",
        date: "2025-02-03",
      },
    ],
    imageAlt:
      "Illustration of an open safari jeep watching a tiger on a forest track in Ranthambore",
  },
};

const rannOfKutch: SeedDestination = {
  srNo: 24,
  slug: "rann-of-kutch",
  name: "Rann of Kutch",
  state: "Gujarat",
  region: "West India",
  description:
    "The Great Rann of Kutch in Gujarat is a vast seasonal salt marsh that floods during the monsoon and dries into a brilliant white crust of salt in winter. Near the village of Dhordo the state hosts the Rann Utsav, a tent-city festival of music, crafts and full-moon nights on the salt, usually between November and February. Kutch is also home to remarkable craft communities, from the Rogan painters of Nirona to the weavers of Bhujodi and the embroiderers of Hodka. The district capital, Bhuj, still bears marks of the 2001 earthquake, yet its Aina Mahal and Prag Mahal palaces are open to visitors. Visiting the White Rann needs a permit from the Bhirandiyara checkpoint or online, since the area lies close to the international border.",
  bestSeason: "November to February",
  interests: ["cultural", "nature", "historical"],
  avgPrice: 28500,
  rating: 4.6,
  difficulty: "Easy",
  featured: false,
  scene: "desert",
  imageAlt: "Illustration of the white salt flats of the Rann of Kutch under a full moon",
  package: {
    name: "Rann of Kutch White Desert & Craft Villages",
    description:
      "Five days across Kutch, from the palaces of Bhuj to two nights in a tent camp at Dhordo on the edge of the White Rann. You will meet weavers, embroiderers and Rogan painters in their villages, watch sunset from Kalo Dungar and end at the shipbuilding port of Mandvi. The White Rann permit is arranged for you at Bhirandiyara.",
    highlights: [
      "Sunset and moonrise on the White Rann at Dhordo",
      "Panoramic views from Kalo Dungar, the highest point in Kutch",
      "Craft villages of Bhujodi, Hodka and Nirona",
      "Aina Mahal and Prag Mahal in Bhuj",
      "Hand-built wooden dhows at Mandvi",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival in Bhuj",
        description:
          "Arrive at Bhuj airport or railway station and check in. In the afternoon visit the Aina Mahal, an 18th-century palace decorated with mirrors and Venetian glass, and the Italian Gothic Prag Mahal next door, then watch the sunset over Hamirsar Lake.",
        meals: ["Dinner"],
        stay: "Bhuj",
      },
      {
        title: "Bhujodi and the drive to the White Rann",
        description:
          "Visit Bhujodi, a village of weavers and block printers about eight kilometres from Bhuj, then drive north, stopping at Bhirandiyara for the White Rann permit and its famous mawa sweets. Check in to a tent camp at Dhordo and walk out onto the salt flats for sunset.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Dhordo",
      },
      {
        title: "Hodka, Nirona and Kalo Dungar",
        description:
          "Visit Hodka for its embroidery and round mud-walled bhunga homes, then Nirona, where a few artisan families keep alive the Rogan art of painting cloth with a thick castor-oil paste. In the late afternoon drive up Kalo Dungar, the highest point in Kutch, for wide views over the Rann from beside the Dattatreya Temple. Return to Dhordo for a night walk on the salt, best around the full moon.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Dhordo",
      },
      {
        title: "Mandvi and the Arabian Sea",
        description:
          "Drive south to the port town of Mandvi, about three hours away, to see the shipyard where wooden dhows are still built by hand, the Vijay Vilas Palace and the beach. Return to Bhuj, about an hour and a half away, for the night.",
        meals: ["Breakfast", "Dinner"],
        stay: "Bhuj",
      },
      {
        title: "Kutch Museum and departure",
        description:
          "Visit the Kutch Museum, the oldest museum in Gujarat, with its textiles, coins and tribal art, then transfer to Bhuj airport or station.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Boutique hotel near Hamirsar Lake",
        type: "Boutique hotel",
        location: "Central Bhuj",
        nights: 2,
        description:
          "A comfortable hotel close to the palaces and the lake, used for the first and fourth nights.",
      },
      {
        name: "Tent camp at Dhordo",
        type: "Tented camp",
        location: "Dhordo, on the edge of the White Rann",
        nights: 2,
        description:
          "Furnished tents with attached bathrooms, a short walk or cart ride from the salt flats.",
      },
    ],
    costItems: [
      { label: "Accommodation, 2 hotel and 2 tent nights on twin sharing", amount: 12600 },
      { label: "Car with driver for the whole route", amount: 5600 },
      { label: "Local guide for palaces and craft villages", amount: 1800 },
      { label: "White Rann permit and entry tickets", amount: 600 },
      { label: "Meals as listed in the itinerary", amount: 3500 },
    ],
    inclusions: [
      "2 nights in Bhuj and 2 nights in a Dhordo tent camp, twin sharing",
      "Daily breakfast and dinner, with lunches on days 2 and 3",
      "Airport or station transfers and a car for the whole route",
      "Local guide for the Bhuj palaces and the craft villages",
      "White Rann permit and monument entry tickets",
      "Visits to artisans in Bhujodi, Hodka and Nirona",
    ],
    exclusions: [
      "Flights or trains to Bhuj",
      "Rann Utsav festival passes and activities",
      "Camel cart rides on the salt flats",
      "Craft purchases and tips",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "The White Rann at dusk",
        alt: "Illustration of cracked white salt flats stretching to the horizon at dusk",
        scene: "desert",
      },
      {
        caption: "Prag Mahal in Bhuj",
        alt: "Illustration of the Italian Gothic clock tower of Prag Mahal",
        scene: "palace",
      },
      {
        caption: "Mandvi beach",
        alt: "Illustration of wooden dhows and a sandy beach at Mandvi on the Arabian Sea",
        scene: "beach",
      },
    ],
    reviews: [
      {
        author: "Hetal Patel",
        rating: 5,
        comment:
          "The full moon on the White Rann was otherworldly, and the tent camp at Dhordo was cosy. Meeting the Rogan artists at Nirona was the best part.",
        date: "2025-12-05",
      },
      {
        author: "Oliver Grant",
        rating: 4.5,
        comment:
          "Kalo Dungar gave a huge view over the salt, and the dhow yard at Mandvi was fascinating. The Mandvi day involves a lot of driving.",
        date: "2024-01-27",
      },
      {
        author: "Zoya Siddiqui",
        rating: 4,
        comment:
          "Beautiful crafts in Bhujodi and Hodka, and the Aina Mahal mirror room was lovely. The permit stop at Bhirandiyara was quick, and the mawa was delicious.",
        date: "2026-02-14",
      },
    ],
    imageAlt: "Illustration of a tent camp on the edge of the white salt desert at sunset",
  },
};

export const destinationsPart2: SeedDestination[] = [
  hampi,
  bengaluru,
  khajuraho,
  puducherry,
  amritsar,
  manali,
  shimla,
  dharamshala,
  jimCorbett,
  jaisalmer,
  ranthambore,
  rannOfKutch,
];
