import type { SeedDestination } from "@/server/db/seed/types";

export const destinationsPart4: SeedDestination[] = [
  {
    srNo: 36,
    slug: "lakshadweep",
    name: "Lakshadweep",
    state: "Lakshadweep",
    region: "Islands",
    description:
      "Lakshadweep is India's smallest Union Territory, a scatter of 36 coral islands, atolls and reefs in the Arabian Sea roughly 200 to 440 km off the Kerala coast. Only about ten of the islands are inhabited, and their largely Malayalam-speaking communities live by tuna fishing and coconut farming, with Mahl spoken on far-off Minicoy. Shallow turquoise lagoons ringed by live coral make these some of the calmest waters in India for snorkelling, kayaking and a first scuba dive. Every visitor needs an entry permit from the Lakshadweep Administration, and foreign nationals may stay only on designated islands such as Agatti and Bangaram. Flights from Kochi land on the small airstrip at Agatti, and the seas are roughest in the south-west monsoon from June to September.",
    bestSeason: "October to May",
    interests: ["beach", "nature", "adventure"],
    avgPrice: 62000,
    rating: 4.7,
    difficulty: "Easy",
    featured: false,
    scene: "island",
    imageAlt:
      "Illustration of a palm-fringed Lakshadweep island ringed by a turquoise coral lagoon",
    package: {
      name: "Agatti & Bangaram Coral Lagoon Escape",
      description:
        "A five-day island break built around the lagoons of Agatti and the quiet resort island of Bangaram. We handle the Lakshadweep entry permit, the flights from Kochi and every boat transfer, so your days are free for snorkelling, kayaking and a first guided dive. Meals are simple island cooking with plenty of fresh tuna and coconut.",
      highlights: [
        "Snorkel over live coral at the edge of the Agatti lagoon",
        "Two nights on Bangaram, one of the quietest islands open to visitors",
        "Introductory scuba dive with a certified instructor",
        "Boat trip to neighbouring Thinnakara island",
        "Lakshadweep entry permit arranged for you",
      ],
      difficulty: "Easy",
      itinerary: [
        {
          title: "Fly Kochi to Agatti",
          description:
            "Morning flight from Kochi to Agatti, about an hour and a half over the Arabian Sea. After the permit check at the airstrip, transfer to your beach cottage and spend the afternoon swimming in the lagoon, then watch the sunset from the western shore.",
          meals: ["Lunch", "Dinner"],
          stay: "Beach cottage, Agatti",
        },
        {
          title: "Agatti lagoon and village",
          description:
            "Guided snorkelling session along the reef edge, followed by a glass-bottom boat ride to look for turtles and reef fish. In the afternoon walk through Agatti village past coconut groves and coir makers to the harbour where the pole-and-line tuna boats land their catch.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          stay: "Beach cottage, Agatti",
        },
        {
          title: "Boat to Bangaram",
          description:
            "Morning boat transfer to Bangaram, roughly one and a half hours across open water and the lagoon. Settle into your hut under the palms, then kayak across the lagoon and snorkel straight off the beach in the afternoon.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          stay: "Beach hut, Bangaram",
        },
        {
          title: "Introductory dive and Thinnakara",
          description:
            "Morning introductory scuba dive with a certified instructor in the sheltered Bangaram lagoon; no previous experience is needed. After lunch take a short boat ride to neighbouring Thinnakara for a swim and a walk around the island, returning for dinner on the beach.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          stay: "Beach hut, Bangaram",
        },
        {
          title: "Return to Kochi",
          description:
            "Early boat back to Agatti and the midday flight to Kochi, where the tour ends on arrival.",
          meals: ["Breakfast"],
          stay: null,
        },
      ],
      accommodation: [
        {
          name: "Lagoon-side beach cottages",
          type: "Beach cottage",
          location: "Agatti Island",
          nights: 2,
          description:
            "Simple air-conditioned cottages a few steps from the lagoon, with attached bathrooms and a shared dining hall serving island food.",
        },
        {
          name: "Palm-shaded beach huts",
          type: "Eco beach resort",
          location: "Bangaram Island",
          nights: 2,
          description:
            "Low-key huts on the sand with fans, mosquito nets and solar hot water; the island has no village, so evenings are quiet and starlit.",
        },
      ],
      costItems: [
        { label: "Accommodation, 4 nights on twin sharing", amount: 22000 },
        { label: "Return flights Kochi–Agatti", amount: 14000 },
        { label: "Inter-island boat transfers", amount: 4500 },
        { label: "Entry permit and island fees", amount: 1500 },
        { label: "Snorkelling, kayaking and introductory dive", amount: 7000 },
        { label: "Meals", amount: 3500 },
      ],
      inclusions: [
        "Return economy flights Kochi–Agatti",
        "Lakshadweep entry permit processing",
        "Four nights in beach cottages and huts on twin sharing",
        "All meals from lunch on day 1 to breakfast on day 5",
        "Boat transfers Agatti–Bangaram–Agatti and the Thinnakara trip",
        "Snorkelling gear, kayaks and one introductory dive with an instructor",
        "Glass-bottom boat ride in the Agatti lagoon",
      ],
      exclusions: [
        "Travel to and from Kochi",
        "Police clearance certificate and identity documents needed for the permit",
        "Additional dives and certification courses",
        "Personal expenses, tips and laundry",
        "Travel insurance",
        "Extra costs when flights or boats are cancelled for weather",
      ],
      gallery: [
        {
          caption: "The Agatti lagoon at low tide",
          alt: "Illustration of a wooden boat resting in the shallow turquoise lagoon at Agatti",
          scene: "beach",
        },
        {
          caption: "Bangaram from the water",
          alt: "Illustration of Bangaram island's palms and white sand seen from a boat",
          scene: "island",
        },
        {
          caption: "Sunset over Thinnakara",
          alt: "Illustration of the sun setting behind the low palms of Thinnakara island",
          scene: "island",
        },
      ],
      reviews: [
        {
          author: "Deepika Menon",
          rating: 5,
          comment:
            "The permit paperwork was sorted weeks ahead, so landing at Agatti was painless. On the reef-edge snorkel we saw two green turtles, and the nights on Bangaram were blissfully quiet.",
          date: "2025-02-14",
        },
        {
          author: "Oliver Bennett",
          rating: 4.5,
          comment:
            "The introductory dive in the Bangaram lagoon was run by a very patient instructor. Food was simple but the tuna curry was excellent. Only gripe: the boat to Bangaram was bumpy on a windy morning.",
          date: "2024-12-03",
        },
        {
          author: "Rahul Gupta",
          rating: 4,
          comment:
            "Gorgeous water and calm lagoons, perfect for our two kids. The Agatti cottages felt basic for the price, but the afternoon on Thinnakara made up for it.",
          date: "2025-11-22",
        },
        {
          author: "Sneha Kulkarni",
          rating: 5,
          comment:
            "Kayaking across the Bangaram lagoon at sunrise is something I will never forget. The walk to the tuna harbour on Agatti was a lovely glimpse of island life.",
          date: "2026-03-09",
        },
      ],
      imageAlt: "Illustration of beach huts under coconut palms beside the Bangaram lagoon",
    },
  },
  {
    srNo: 37,
    slug: "diu",
    name: "Diu",
    state: "Dadra and Nagar Haveli and Daman and Diu",
    region: "Islands",
    description:
      "Diu is a small island off the southern tip of Gujarat's Saurashtra peninsula, joined to the mainland by bridges, and was held by the Portuguese from the 16th century until it became part of India in December 1961. Its massive sea fort, begun by the Portuguese in 1535, still guards the channel with cannon-lined ramparts and a lighthouse, while the small Panikota fortress rises from the water opposite. The old town keeps whitewashed churches such as the Baroque St Paul's Church, the carved Zampa gateway and lanes of brightly painted houses. Beyond it lie the sheltered crescent of Nagoa Beach, the quarry-cut Naida Caves and the seaside Gangeshwar temple, where the tide washes over five Shiva lingas.",
    bestSeason: "October to March",
    interests: ["historical", "beach", "food", "cultural"],
    avgPrice: 18500,
    rating: 4.4,
    difficulty: "Easy",
    featured: false,
    scene: "fort",
    imageAlt:
      "Illustration of the Portuguese sea fort at Diu with waves breaking below its ramparts",
    package: {
      name: "Diu Portuguese Forts & Coast Trail",
      description:
        "A relaxed four-day stay on Diu that mixes Portuguese forts and churches with beach time and fresh seafood. A local guide walks you through the fort and old town, and a day on the southern coast takes in Gangeshwar temple, the INS Khukri memorial and sunset at Chakratirth. The tour starts at Diu airport or at Veraval railway station, about two hours away by road.",
      highlights: [
        "Guided walk through Diu Fort and up to its lighthouse",
        "St Paul's Church and the St Thomas Church museum",
        "Wave-washed lingas at Gangeshwar temple",
        "Sunset at Chakratirth Beach beside the INS Khukri memorial",
        "Seafood dinner in the old town",
      ],
      difficulty: "Easy",
      itinerary: [
        {
          title: "Arrive in Diu",
          description:
            "Pick-up at Diu airport or at Veraval railway station, about two hours' drive away. Check in near Nagoa Beach and spend the evening on its sheltered, palm-lined crescent of sand.",
          meals: ["Dinner"],
          stay: "Beach hotel, Nagoa",
        },
        {
          title: "Diu Fort and the old town",
          description:
            "Morning guided visit to Diu Fort, with its moat, cannon-lined ramparts and lighthouse looking out to the Panikota sea fort. After lunch walk the old town: St Paul's Church with its carved wooden altar, the former St Thomas Church now used as a museum of saints' statues, and the lanes around the Zampa gateway. End with a seafood dinner in town.",
          meals: ["Breakfast", "Dinner"],
          stay: "Beach hotel, Nagoa",
        },
        {
          title: "Caves, temples and the southern coast",
          description:
            "Explore the Naida Caves, a maze of chambers left by Portuguese stone quarrying and lit by shafts of sunlight. Drive to Gangeshwar temple at Fudam, where the sea covers five Shiva lingas at high tide, then to the INS Khukri memorial on the Chakratirth headland and stay on for sunset at the beach below.",
          meals: ["Breakfast"],
          stay: "Beach hotel, Nagoa",
        },
        {
          title: "Ghoghla Beach and departure",
          description:
            "A last morning swim at Ghoghla Beach on the mainland side of the creek, then transfer to Diu airport or Veraval station.",
          meals: ["Breakfast"],
          stay: null,
        },
      ],
      accommodation: [
        {
          name: "Sea-facing hotel near Nagoa Beach",
          type: "Beach hotel",
          location: "Nagoa, Diu",
          nights: 3,
          description:
            "Mid-range hotel with air-conditioned rooms and a pool, a short walk from the sand; breakfast is served on a garden terrace.",
        },
      ],
      costItems: [
        { label: "Accommodation, 3 nights on twin sharing", amount: 7200 },
        { label: "Transfers and sightseeing by private car", amount: 3800 },
        { label: "Local guide for the fort and old town", amount: 1800 },
        { label: "Monument and museum tickets", amount: 600 },
        { label: "Meals", amount: 2200 },
      ],
      inclusions: [
        "Three nights at a beach hotel near Nagoa on twin sharing",
        "Daily breakfast and two dinners",
        "Pick-up and drop at Diu airport or Veraval station",
        "Private air-conditioned car for all sightseeing",
        "English- or Hindi-speaking local guide for the fort and old town",
        "Entry tickets to the fort and the church museum",
      ],
      exclusions: [
        "Flights or trains to Diu or Veraval",
        "Lunches and drinks",
        "Water sports at Nagoa Beach",
        "Personal expenses and tips",
        "Travel insurance",
      ],
      gallery: [
        {
          caption: "Ramparts of Diu Fort",
          alt: "Illustration of Diu Fort's stone ramparts and lighthouse above the sea",
          scene: "fort",
        },
        {
          caption: "Nagoa Beach",
          alt: "Illustration of the curved sandy bay at Nagoa lined with palms",
          scene: "beach",
        },
        {
          caption: "Gangeshwar temple at high tide",
          alt: "Illustration of waves washing over stone lingas at a seaside shrine",
          scene: "temple",
        },
      ],
      reviews: [
        {
          author: "Hetal Shah",
          rating: 4.5,
          comment:
            "Our guide made the fort come alive, pointing out the old cannons and the view to Panikota from the lighthouse. Gangeshwar at high tide was a beautiful surprise.",
          date: "2025-01-18",
        },
        {
          author: "Marco Ferreira",
          rating: 5,
          comment:
            "With Portuguese roots in my family, seeing St Paul's Church and the Zampa gateway was moving. Fresh pomfret every night and a quiet hotel near Nagoa.",
          date: "2024-11-27",
        },
        {
          author: "Ankit Verma",
          rating: 3.5,
          comment:
            "Pleasant trip, but the Naida Caves were crowded on a Sunday and the drive from Veraval took longer than promised. The Chakratirth sunset was lovely though.",
          date: "2025-12-28",
        },
        {
          author: "Priya Raghavan",
          rating: 4.5,
          comment:
            "A gentle, unhurried break. The church museum in St Thomas was fascinating, and the morning at Ghoghla Beach was a perfect send-off.",
          date: "2026-02-06",
        },
      ],
      imageAlt: "Illustration of Diu's whitewashed St Paul's Church beside the old town lanes",
    },
  },
  {
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
  },
  {
    srNo: 39,
    slug: "neil-island",
    name: "Neil Island (Shaheed Dweep)",
    state: "Andaman and Nicobar Islands",
    region: "Islands",
    description:
      "Neil Island, renamed Shaheed Dweep in 2018, is a small, flat island in the Andaman Sea, part of Ritchie's Archipelago and a short ferry ride north-east of Port Blair. Settled largely by Bengali families after independence, it grows much of the vegetables eaten in the Andamans and keeps a slow village pace that is easy to explore by bicycle. Each beach has its own character: coral shallows and glass-bottom boats at Bharatpur, long sunsets at Laxmanpur and sunrise at Sitapur. At low tide a natural rock arch appears on the Laxmanpur shore, surrounded by tide pools full of small sea creatures.",
    bestSeason: "October to May",
    interests: ["beach", "nature", "adventure"],
    avgPrice: 34000,
    rating: 4.6,
    difficulty: "Easy",
    featured: false,
    scene: "beach",
    imageAlt: "Illustration of the natural rock arch on Neil Island's shore at low tide",
    package: {
      name: "Port Blair & Neil Island Coral Beaches",
      description:
        "A gentle five-day Andaman trip that pairs Port Blair's history with two nights on Neil Island. You cross by private ferry, cycle between beaches, snorkel the coral shallows off Bharatpur and time a walk to the natural bridge with the low tide. It suits families and first-time snorkellers.",
      highlights: [
        "Cellular Jail and its evening light-and-sound show",
        "Snorkelling and a glass-bottom boat ride at Bharatpur Beach",
        "Low-tide walk to the natural bridge near Laxmanpur",
        "Sunrise at Sitapur and sunset at Laxmanpur",
        "Ruins of the old British headquarters on Ross Island",
      ],
      difficulty: "Easy",
      itinerary: [
        {
          title: "Arrive in Port Blair",
          description:
            "Meet at Port Blair airport and check in. In the afternoon visit the Cellular Jail, where freedom fighters were held in solitary cells under British rule, and stay for the light-and-sound show in its courtyard.",
          meals: ["Dinner"],
          stay: "Hotel in Port Blair",
        },
        {
          title: "Ferry to Neil Island",
          description:
            "Morning private ferry to Neil Island, about one and a half to two hours. After settling in, cycle or drive to Laxmanpur Beach for a long walk on the white sand and sunset over the sea.",
          meals: ["Breakfast", "Dinner"],
          stay: "Beach resort, Neil Island",
        },
        {
          title: "Natural bridge and Bharatpur reef",
          description:
            "Early start for sunrise at Sitapur Beach, then a guided low-tide walk to the natural rock arch near Laxmanpur and its tide pools of sea cucumbers, crabs and small reef fish. Late morning snorkelling and a glass-bottom boat ride over the coral at Bharatpur Beach; the afternoon is free.",
          meals: ["Breakfast", "Dinner"],
          stay: "Beach resort, Neil Island",
        },
        {
          title: "Back to Port Blair",
          description:
            "Free morning to cycle past Neil's vegetable farms and the village market. Afternoon ferry to Port Blair and an evening by the sea at Corbyn's Cove.",
          meals: ["Breakfast", "Dinner"],
          stay: "Hotel in Port Blair",
        },
        {
          title: "Ross Island and departure",
          description:
            "Short boat ride to Ross Island, now Netaji Subhas Chandra Bose Dweep, the former British headquarters, to walk among the overgrown church, bakery and officers' houses with their resident deer and peacocks. Return to Port Blair and transfer to the airport.",
          meals: ["Breakfast"],
          stay: null,
        },
      ],
      accommodation: [
        {
          name: "Mid-range hotel near Aberdeen Bazaar",
          type: "Hotel",
          location: "Port Blair",
          nights: 2,
          description:
            "Comfortable air-conditioned rooms close to the market and the jetty, convenient for early ferries and boat trips.",
        },
        {
          name: "Cottage resort near Laxmanpur Beach",
          type: "Beach resort",
          location: "Neil Island (Shaheed Dweep)",
          nights: 2,
          description:
            "Wooden cottages in a garden of palms and banana trees, a few minutes' walk from the beach, with a restaurant serving fresh fish.",
        },
      ],
      costItems: [
        { label: "Accommodation, 4 nights on twin sharing", amount: 11200 },
        { label: "Private ferries and road transfers", amount: 7200 },
        { label: "Local guide and escort", amount: 1600 },
        { label: "Entry tickets, boat and eco-fees", amount: 1300 },
        { label: "Snorkelling and glass-bottom boat ride", amount: 4200 },
        { label: "Meals", amount: 3300 },
      ],
      inclusions: [
        "Two nights in Port Blair and two on Neil Island on twin sharing",
        "Daily breakfast and four dinners",
        "Private ferry tickets Port Blair–Neil–Port Blair",
        "Airport, jetty and sightseeing transfers",
        "Entry to the Cellular Jail, the light-and-sound show and Ross Island",
        "One guided snorkelling session and a glass-bottom boat ride",
        "Bicycle hire on Neil Island",
      ],
      exclusions: [
        "Flights to and from Port Blair",
        "Scuba diving",
        "Lunches and drinks",
        "Personal expenses and tips",
        "Travel insurance",
        "Extra costs when ferries are cancelled in rough weather",
      ],
      gallery: [
        {
          caption: "Laxmanpur Beach at sunset",
          alt: "Illustration of a wide white beach glowing orange at sunset on Neil Island",
          scene: "beach",
        },
        {
          caption: "The natural bridge at low tide",
          alt: "Illustration of a rock arch standing over exposed coral and tide pools",
          scene: "island",
        },
        {
          caption: "Cellular Jail, Port Blair",
          alt: "Illustration of the radiating wings of the Cellular Jail around its central tower",
          scene: "monument",
        },
      ],
      reviews: [
        {
          author: "Sourav Banerjee",
          rating: 5,
          comment:
            "The low-tide walk to the natural bridge was superb; our guide spotted an octopus hiding in a pool. Snorkelling at Bharatpur was easy even for my parents.",
          date: "2025-01-05",
        },
        {
          author: "Emily Clarke",
          rating: 4.5,
          comment:
            "Lovely balance of history and beaches. The light-and-sound show at the Cellular Jail was moving, and cycling around Neil felt like stepping back in time.",
          date: "2024-03-16",
        },
        {
          author: "Nikhil Joshi",
          rating: 4,
          comment:
            "Ferries ran on time and the Laxmanpur cottages were comfortable. The glass-bottom boat was a bit short, but Ross Island's ruins were fascinating.",
          date: "2025-10-30",
        },
        {
          author: "Fatima Sheikh",
          rating: 4.5,
          comment:
            "Sitapur at sunrise was worth the early alarm. Everything from the airport pick-up to the Corbyn's Cove evening ran smoothly.",
          date: "2026-04-12",
        },
      ],
      imageAlt: "Illustration of a glass-bottom boat over coral shallows off Bharatpur Beach",
    },
  },
  {
    srNo: 40,
    slug: "kanha",
    name: "Kanha National Park",
    state: "Madhya Pradesh",
    region: "Central India",
    description:
      "Kanha National Park spreads across the sal forests, bamboo thickets and grassy meadows of the Maikal hills in the Mandla and Balaghat districts of Madhya Pradesh. Declared a national park in 1955 and one of the first tiger reserves under Project Tiger in 1973, it is celebrated for saving the hard-ground barasingha, a swamp deer whose last wild population survived here, from the brink of extinction. Its open meadows, full of chital and barasingha, make it one of the best parks in India for seeing tigers, along with gaur, dhole, sloth bear and leopard. Safaris run in the Kanha, Kisli, Mukki and Sarhi core zones, which close every year from July to September for the monsoon.",
    bestSeason: "October to June",
    interests: ["wildlife", "nature"],
    avgPrice: 45000,
    rating: 4.8,
    difficulty: "Easy",
    featured: true,
    scene: "forest",
    imageAlt: "Illustration of a tiger crossing a misty meadow edged by sal trees in Kanha",
    package: {
      name: "Kanha Tiger & Barasingha Safari",
      description:
        "A five-day safari holiday with five jeep drives into Kanha's core zones, each with an experienced naturalist. Between drives you walk through a forest-edge village with a local Baiga or Gond host and rest at a lodge in the buffer zone. The trip runs from October to June, when the core zones are open, and ends with a boat ride through the Marble Rocks at Bhedaghat near Jabalpur.",
      highlights: [
        "Five jeep safaris across the Kanha, Kisli and Mukki zones",
        "Barasingha herds on the Kanha meadow",
        "Sunset over the hills from Bamni Dadar",
        "Village walk with a local Baiga or Gond host",
        "Boat ride between the Marble Rocks at Bhedaghat",
      ],
      difficulty: "Easy",
      itinerary: [
        {
          title: "Jabalpur to Kanha",
          description:
            "Pick-up at Jabalpur airport or railway station for the drive of about four hours through Mandla district to the Khatia gate of Kanha. Check in to your jungle lodge and meet your naturalist for a briefing on the zones, the animals and safari etiquette.",
          meals: ["Lunch", "Dinner"],
          stay: "Jungle lodge near Khatia gate",
        },
        {
          title: "Kisli and the Kanha meadow",
          description:
            "Dawn safari in Kisli zone through tall sal forest, listening for the alarm calls of langur and chital. Rest through the midday heat, then take the afternoon safari in Kanha zone across the great meadow where barasingha graze, with a stop at the park museum and sunset from the Bamni Dadar plateau.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          stay: "Jungle lodge near Khatia gate",
        },
        {
          title: "Mukki zone and a village walk",
          description:
            "Leave before dawn for the Mukki gate, about an hour's drive, for a morning safari among sal stands and bamboo that are good for gaur and sloth bear. In the afternoon walk through a village at the forest edge with a Baiga or Gond host, seeing farms, homes and the forest plants people use every day.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          stay: "Jungle lodge near Khatia gate",
        },
        {
          title: "Kanha and Kisli again",
          description:
            "Morning safari in Kanha zone for another chance at tigers, dhole and the jungle owlets of the meadow edges, and an afternoon safari in Kisli zone. Spend the evening by the campfire going through the week's sightings with your naturalist.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          stay: "Jungle lodge near Khatia gate",
        },
        {
          title: "Bhedaghat and departure",
          description:
            "Drive back towards Jabalpur and stop at Bhedaghat for a boat ride on the Narmada between white marble cliffs and a walk to the Dhuandhar falls. Drop at Jabalpur airport or station by mid-afternoon.",
          meals: ["Breakfast", "Lunch"],
          stay: null,
        },
      ],
      accommodation: [
        {
          name: "Jungle lodge in the Khatia buffer",
          type: "Jungle lodge",
          location: "Khatia, Kanha",
          nights: 4,
          description:
            "Brick-and-tile cottages in sal woodland a few minutes from the Khatia gate, with a dining hut, a campfire circle and a small natural history library.",
        },
      ],
      costItems: [
        { label: "Jungle lodge, 4 nights on twin sharing", amount: 16000 },
        { label: "Road transfers Jabalpur–Kanha–Jabalpur", amount: 6500 },
        { label: "Safari permits, jeep and park guide for 5 drives", amount: 9000 },
        { label: "Naturalist fees", amount: 2600 },
        { label: "Meals", amount: 3000 },
        { label: "Village walk and Bhedaghat boat ride", amount: 1000 },
      ],
      inclusions: [
        "Four nights in a jungle lodge on twin sharing",
        "All meals from lunch on day 1 to lunch on day 5",
        "Five shared jeep safaris with core-zone permits and park guides",
        "Resident naturalist on every safari",
        "Air-conditioned car from and to Jabalpur",
        "Guided village walk with a local host",
        "Boat ride at Bhedaghat",
      ],
      exclusions: [
        "Flights or trains to Jabalpur",
        "Extra or private safaris",
        "Camera fees for professional equipment",
        "Tips for drivers and park guides",
        "Travel insurance",
        "Drinks and personal expenses",
      ],
      gallery: [
        {
          caption: "Barasingha on the Kanha meadow",
          alt: "Illustration of a herd of barasingha stags grazing in golden grassland",
          scene: "wildlife",
        },
        {
          caption: "Sal forest at dawn",
          alt: "Illustration of morning mist drifting between tall sal trunks",
          scene: "forest",
        },
        {
          caption: "Marble Rocks at Bhedaghat",
          alt: "Illustration of a small boat on the Narmada between white marble cliffs",
          scene: "river",
        },
      ],
      reviews: [
        {
          author: "Arjun Nair",
          rating: 5,
          comment:
            "We saw a tigress with two cubs on the Kisli morning drive, and our naturalist knew every alarm call. The barasingha herd on the Kanha meadow was spectacular.",
          date: "2025-04-18",
        },
        {
          author: "Claire Dubois",
          rating: 5,
          comment:
            "Beautifully organised, from the Jabalpur pick-up to the boat at Bhedaghat. The village walk gave us a real sense of life at the forest edge.",
          date: "2024-02-22",
        },
        {
          author: "Vivek Choudhary",
          rating: 4.5,
          comment:
            "No tiger in Mukki, but we had gaur, a sloth bear and a pack of dhole. The lodge food was excellent and the naturalist's evening talks were a bonus.",
          date: "2025-12-07",
        },
        {
          author: "Sarah Thompson",
          rating: 4,
          comment:
            "A wonderful park, but be ready for freezing open-jeep starts in January. Bring gloves and layers; the sunset from Bamni Dadar was worth it.",
          date: "2026-01-24",
        },
      ],
      imageAlt: "Illustration of a safari jeep watching barasingha on Kanha's meadow at sunrise",
    },
  },
  {
    srNo: 41,
    slug: "bandhavgarh",
    name: "Bandhavgarh National Park",
    state: "Madhya Pradesh",
    region: "Central India",
    description:
      "Bandhavgarh National Park lies in Umaria district of Madhya Pradesh, where rugged hills of the Vindhya range rise above sal forest, bamboo and grassy valleys. Once the hunting preserve of the Maharajas of Rewa, it became a national park in 1968 and a tiger reserve in 1993, and it has one of the highest densities of tigers in India. An ancient fort crowns its central plateau, and below the cliffs the reclining Vishnu of Shesh Shaiya, carved from rock around the 10th century, lies beside a spring. Safaris run in the Tala, Magadhi and Khitauli core zones from October to June, as the core closes during the monsoon.",
    bestSeason: "October to June",
    interests: ["wildlife", "nature", "historical"],
    avgPrice: 38000,
    rating: 4.7,
    difficulty: "Easy",
    featured: false,
    scene: "wildlife",
    imageAlt: "Illustration of a tiger resting below the sandstone cliffs of Bandhavgarh fort",
    package: {
      name: "Bandhavgarh Tiger Trail",
      description:
        "A compact four-day trip into some of India's densest tiger country, with four jeep safaris across the Tala, Magadhi and Khitauli zones. A naturalist rides with you on every drive and helps you read pugmarks and alarm calls. You stay at a comfortable lodge in Tala village, a few minutes from the park gate.",
      highlights: [
        "Four jeep safaris across three core zones",
        "The rock-carved reclining Vishnu at Shesh Shaiya",
        "Views of the ancient fort cliffs from the Tala tracks",
        "Birding walk along the Umrar river",
        "Resident naturalist on every drive",
      ],
      difficulty: "Easy",
      itinerary: [
        {
          title: "Jabalpur to Bandhavgarh",
          description:
            "Pick-up at Jabalpur airport or station and drive about four and a half hours to Tala village at the edge of the park. Evening briefing with your naturalist over dinner.",
          meals: ["Lunch", "Dinner"],
          stay: "Wildlife lodge near Tala gate",
        },
        {
          title: "Tala and Magadhi",
          description:
            "Morning safari in Tala, the park's best-known zone, past the Chakradhara meadow to Shesh Shaiya, where a reclining Vishnu is carved from the rock beneath the fort cliffs. Afternoon safari in Magadhi zone, whose open grassland often gives good tiger sightings.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          stay: "Wildlife lodge near Tala gate",
        },
        {
          title: "Khitauli and Tala",
          description:
            "Morning safari in Khitauli, a quieter zone rich in birds and deer herds. After lunch and a rest, return to Tala for an afternoon drive, when tigers often come down to waterholes.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          stay: "Wildlife lodge near Tala gate",
        },
        {
          title: "Birding walk and departure",
          description:
            "Early birding walk along the Umrar river near Tala with your naturalist, then breakfast and the drive back to Jabalpur for onward travel.",
          meals: ["Breakfast"],
          stay: null,
        },
      ],
      accommodation: [
        {
          name: "Wildlife lodge near Tala gate",
          type: "Jungle lodge",
          location: "Tala, Bandhavgarh",
          nights: 3,
          description:
            "Cottages with verandas set in a mango and sal garden, a short drive from the Tala gate, with a pool for the hot afternoons of April and May.",
        },
      ],
      costItems: [
        { label: "Wildlife lodge, 3 nights on twin sharing", amount: 12000 },
        { label: "Road transfers Jabalpur–Tala–Jabalpur", amount: 6200 },
        { label: "Safari permits, jeep and park guide for 4 drives", amount: 8400 },
        { label: "Naturalist fees", amount: 2400 },
        { label: "Meals", amount: 2600 },
        { label: "Guided birding walk", amount: 600 },
      ],
      inclusions: [
        "Three nights in a wildlife lodge on twin sharing",
        "All meals from lunch on day 1 to breakfast on day 4",
        "Four shared jeep safaris with core-zone permits",
        "Park guide and resident naturalist on every drive",
        "Transfers from and to Jabalpur by air-conditioned car",
        "Guided birding walk along the Umrar river",
      ],
      exclusions: [
        "Flights or trains to Jabalpur",
        "Extra or private safaris",
        "Camera fees for professional equipment",
        "Tips and personal expenses",
        "Travel insurance",
      ],
      gallery: [
        {
          caption: "A tiger on the Tala track",
          alt: "Illustration of a tiger walking along a dusty forest track towards a jeep",
          scene: "wildlife",
        },
        {
          caption: "Fort cliffs above the forest",
          alt: "Illustration of the Bandhavgarh plateau and its fort walls above sal forest",
          scene: "fort",
        },
        {
          caption: "Shesh Shaiya",
          alt: "Illustration of a huge reclining Vishnu carved in rock beside a forest spring",
          scene: "ruins",
        },
      ],
      reviews: [
        {
          author: "Rohit Saxena",
          rating: 5,
          comment:
            "Three tigers in four drives, including a big male on the Tala road near Chakradhara. Our naturalist placed the jeep perfectly every time.",
          date: "2025-05-10",
        },
        {
          author: "Hannah Schmidt",
          rating: 4.5,
          comment:
            "The Shesh Shaiya statue under the cliffs was unexpected and atmospheric. The lodge was comfortable, though the midday May heat is intense.",
          date: "2024-05-02",
        },
        {
          author: "Meenakshi Iyer",
          rating: 4,
          comment:
            "Magadhi gave us a leopard and plenty of jackals. The drive from Jabalpur is long but it was well managed, with a good lunch stop.",
          date: "2025-11-29",
        },
      ],
      imageAlt: "Illustration of an open safari jeep below the Bandhavgarh fort cliffs",
    },
  },
  {
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
  },
  {
    srNo: 43,
    slug: "gwalior",
    name: "Gwalior",
    state: "Madhya Pradesh",
    region: "Central India",
    description:
      "Gwalior in northern Madhya Pradesh is dominated by its hilltop fort, stretched for nearly 3 km along a sandstone plateau and held in turn by Tomar, Mughal, Maratha and British rulers. Inside the walls stand Raja Man Singh Tomar's Man Mandir palace with its coloured tilework, the lofty Teli ka Mandir and the finely carved Sas-Bahu temples, while giant Jain figures are cut into the cliffs below. The city grew under the Scindia dynasty, whose 19th-century Jai Vilas Palace now holds a museum famous for its enormous chandeliers. Gwalior is also the home of the legendary singer Tansen, whose tomb hosts a classical music festival every December, and in 2023 it was named a UNESCO City of Music.",
    bestSeason: "October to March",
    interests: ["historical", "cultural"],
    avgPrice: 16000,
    rating: 4.5,
    difficulty: "Easy",
    featured: false,
    scene: "fort",
    imageAlt: "Illustration of Gwalior Fort's tiled Man Mandir palace on its cliff above the city",
    package: {
      name: "Gwalior Fort & Chambal Temples Heritage Tour",
      description:
        "Four days for the fort Babur is said to have called the pearl among the fortresses of Hind, the palace of the Scindias and the little-visited temple country north of the city. A full day on the fort is followed by an excursion to the Chausath Yogini temple at Mitaoli and the restored temple group at Bateshwar. The Jai Vilas Palace museum is closed on Wednesdays, so we plan the days around it.",
      highlights: [
        "Man Mandir palace and the Sas-Bahu temples on Gwalior Fort",
        "Chandeliers and durbar hall of the Jai Vilas Palace",
        "The circular Chausath Yogini temple at Mitaoli",
        "Bateshwar's cluster of restored sandstone temples",
        "Tombs of Tansen and Mohammad Ghaus",
      ],
      difficulty: "Easy",
      itinerary: [
        {
          title: "Arrive and the Jai Vilas Palace",
          description:
            "Pick-up at Gwalior airport or railway station. In the afternoon visit the Jai Vilas Palace museum, with its gilded durbar hall, two enormous chandeliers and a silver model train that once carried drinks around the dining table.",
          meals: ["Dinner"],
          stay: "Heritage-style hotel, Gwalior",
        },
        {
          title: "A day on Gwalior Fort",
          description:
            "Drive up the Urwahi road past the rock-cut Jain colossi, then explore Man Mandir palace and its underground chambers, the Teli ka Mandir, the twin Sas-Bahu temples and the Gurudwara Data Bandi Chhod. After lunch visit the Gujari Mahal museum at the foot of the fort, home of the famous Shalabhanjika sculpture, and return in the evening for the light-and-sound show.",
          meals: ["Breakfast", "Dinner"],
          stay: "Heritage-style hotel, Gwalior",
        },
        {
          title: "Mitaoli, Padavali and Bateshwar",
          description:
            "A day in the countryside about 40 km north of Gwalior. See the circular Chausath Yogini temple on its hilltop at Mitaoli, the richly carved hall of the Padavali temple and the Bateshwar group, where some 200 sandstone temples of the 8th to 10th centuries have been painstakingly pieced back together. Return to Gwalior by evening.",
          meals: ["Breakfast", "Lunch"],
          stay: "Heritage-style hotel, Gwalior",
        },
        {
          title: "Tansen's tomb and departure",
          description:
            "Morning visit to the Mughal-era tomb of the Sufi saint Mohammad Ghaus and the simpler tomb of Tansen in the same garden, then transfer to the airport or station.",
          meals: ["Breakfast"],
          stay: null,
        },
      ],
      accommodation: [
        {
          name: "Heritage-style hotel in Lashkar",
          type: "Heritage hotel",
          location: "Lashkar, Gwalior",
          nights: 3,
          description:
            "A colonial-era residence turned hotel, with high-ceilinged rooms, a lawn and a restaurant serving Gwalior-style dishes.",
        },
      ],
      costItems: [
        { label: "Accommodation, 3 nights on twin sharing", amount: 6000 },
        { label: "Transfers and sightseeing by private car", amount: 3200 },
        { label: "Licensed guide", amount: 1800 },
        { label: "Monument, museum and light-and-sound tickets", amount: 900 },
        { label: "Meals", amount: 1650 },
      ],
      inclusions: [
        "Three nights in a heritage-style hotel on twin sharing",
        "Daily breakfast, two dinners and lunch on the excursion day",
        "Airport or station transfers and a private car for all sightseeing",
        "Licensed guide for the fort, the city and the Chambal temples",
        "Entry tickets to the fort monuments, Jai Vilas museum and Gujari Mahal",
        "Light-and-sound show at the fort",
      ],
      exclusions: [
        "Flights or trains to Gwalior",
        "Lunches except on day 3",
        "Camera fees",
        "Personal expenses and tips",
        "Travel insurance",
      ],
      gallery: [
        {
          caption: "Man Mandir palace",
          alt: "Illustration of a sandstone palace wall decorated with blue and yellow tiles",
          scene: "fort",
        },
        {
          caption: "Sas-Bahu temples",
          alt: "Illustration of two intricately carved temple halls on Gwalior Fort",
          scene: "temple",
        },
        {
          caption: "Bateshwar temple group",
          alt: "Illustration of rows of small restored sandstone temples among trees",
          scene: "ruins",
        },
      ],
      reviews: [
        {
          author: "Aditya Bhargava",
          rating: 5,
          comment:
            "Bateshwar was the surprise of the trip; seeing so many temples rebuilt stone by stone is astonishing. The Chausath Yogini temple at Mitaoli was wonderfully peaceful.",
          date: "2024-12-16",
        },
        {
          author: "James O'Connor",
          rating: 4.5,
          comment:
            "A full day on the fort was just right. The tilework on Man Mandir and the Sas-Bahu carvings were superb, and the guide was excellent on Tomar history.",
          date: "2025-03-02",
        },
        {
          author: "Kavita Deshmukh",
          rating: 4,
          comment:
            "Loved the silver train at Jai Vilas. The light-and-sound show felt dated, but the rest of the itinerary was well paced.",
          date: "2025-10-12",
        },
        {
          author: "Yuki Tanaka",
          rating: 4.5,
          comment:
            "As a music lover, sitting in the garden by Tansen's tomb was special. The Gujari Mahal museum's sculptures deserve more visitors.",
          date: "2026-02-19",
        },
      ],
      imageAlt: "Illustration of Gwalior Fort's ramparts stretching along a sandstone plateau",
    },
  },
  {
    srNo: 44,
    slug: "pachmarhi",
    name: "Pachmarhi",
    state: "Madhya Pradesh",
    region: "Central India",
    description:
      "Pachmarhi is Madhya Pradesh's only hill station, a green plateau at about 1,100 m in the Satpura range, often called Satpura ki Rani, the queen of the Satpuras. Captain James Forsyth brought it to British notice in 1857, and it grew into a summer retreat and army centre, while its sandstone shelters hold rock paintings made over thousands of years. Forest trails lead to waterfalls such as Bee Falls and Rajat Prapat, to the cave shrine of Jata Shankar and to the five rock-cut Pandav Caves. Dhoopgarh, the highest point of the Satpuras, is the classic sunset spot, and the whole area lies within the Pachmarhi Biosphere Reserve, part of UNESCO's world network since 2009.",
    bestSeason: "October to June",
    interests: ["nature", "adventure", "spiritual"],
    avgPrice: 17500,
    rating: 4.4,
    difficulty: "Moderate",
    featured: false,
    scene: "forest",
    imageAlt: "Illustration of a waterfall dropping through forested sandstone gorges at Pachmarhi",
    package: {
      name: "Pachmarhi Satpura Hills & Waterfalls",
      description:
        "A four-day hill escape in the Satpura range with forest walks, cool pools and big sunsets. Most viewpoints inside the reserve can be reached only in registered forest gypsies with permits, which we book for you along with a local guide. Expect steep steps and rocky paths, especially on the trails down to Bee Falls and Apsara Vihar.",
      highlights: [
        "Sunset from Dhoopgarh, the highest point of the Satpuras",
        "Swim in the pool below Bee Falls",
        "Forest walk to Apsara Vihar and the view of Rajat Prapat",
        "Pandav Caves and the Jata Shankar cave shrine",
        "Ancient paintings in sandstone rock shelters",
      ],
      difficulty: "Moderate",
      itinerary: [
        {
          title: "Pipariya to Pachmarhi",
          description:
            "Pick-up at Pipariya railway station for the drive of about 50 km up the ghat road, roughly an hour and a half. In the late afternoon stroll to Priyadarshini Point, from where Forsyth first saw the plateau, and watch the light fade over the gorges.",
          meals: ["Dinner"],
          stay: "Hill resort, Pachmarhi",
        },
        {
          title: "Caves, falls and Dhoopgarh",
          description:
            "Morning at the Pandav Caves on their low hill and at Jata Shankar, a cave shrine to Shiva where a stream rises beneath rock said to resemble his matted hair. Go by forest gypsy to Bee Falls for the walk down to the pool and a swim, then stop at the Handi Khoh gorge and finish on Dhoopgarh for sunset.",
          meals: ["Breakfast", "Dinner"],
          stay: "Hill resort, Pachmarhi",
        },
        {
          title: "Apsara Vihar and rock art",
          description:
            "Guided forest walk to Apsara Vihar, a shallow pool below a small waterfall, continuing to a viewpoint across the gorge to Rajat Prapat, a silver ribbon of falling water. After lunch visit rock shelters near town whose paintings show hunters, animals and dancers, and end at the 19th-century Christ Church.",
          meals: ["Breakfast", "Dinner"],
          stay: "Hill resort, Pachmarhi",
        },
        {
          title: "Bada Mahadeo and departure",
          description:
            "Early visit to Bada Mahadeo, a dripping cave shrine tied to the legend of Shiva and the demon Bhasmasur, then drive down to Pipariya for your onward train.",
          meals: ["Breakfast"],
          stay: null,
        },
      ],
      accommodation: [
        {
          name: "Hill resort near Pachmarhi lake",
          type: "Hill resort",
          location: "Pachmarhi",
          nights: 3,
          description:
            "Cottage rooms among old trees on the edge of town, with a garden, a bonfire area and a restaurant serving North Indian and local dishes.",
        },
      ],
      costItems: [
        { label: "Hill resort, 3 nights on twin sharing", amount: 6300 },
        { label: "Station transfers and forest gypsy", amount: 4400 },
        { label: "Local guide", amount: 1500 },
        { label: "Reserve entry fees and permits", amount: 900 },
        { label: "Meals", amount: 1700 },
      ],
      inclusions: [
        "Three nights in a hill resort on twin sharing",
        "Daily breakfast and dinner",
        "Transfers from and to Pipariya station",
        "Registered forest gypsy with permits for the reserve viewpoints",
        "Local guide for all walks",
        "Entry fees for the viewpoints and waterfalls",
      ],
      exclusions: [
        "Train travel to Pipariya",
        "Lunches and snacks",
        "Boating on Pachmarhi lake",
        "Personal expenses and tips",
        "Travel insurance",
      ],
      gallery: [
        {
          caption: "Bee Falls",
          alt: "Illustration of a waterfall spilling into a rocky pool in thick forest",
          scene: "forest",
        },
        {
          caption: "Sunset from Dhoopgarh",
          alt: "Illustration of layered blue Satpura ridges under an orange sunset",
          scene: "mountain",
        },
        {
          caption: "Pandav Caves",
          alt: "Illustration of five rock-cut cave openings in a sandstone hillock",
          scene: "caves",
        },
      ],
      reviews: [
        {
          author: "Manish Agrawal",
          rating: 4.5,
          comment:
            "Swimming below Bee Falls just after the monsoon was refreshing, and Dhoopgarh at sunset was packed but gorgeous. The gypsy permits were all sorted in advance.",
          date: "2025-10-25",
        },
        {
          author: "Lucy Harper",
          rating: 4,
          comment:
            "The walk to Apsara Vihar has steep steps, so come with decent shoes. The rock paintings were a highlight and our guide explained them well.",
          date: "2024-04-07",
        },
        {
          author: "Shreya Pillai",
          rating: 4.5,
          comment:
            "A cool escape from the May heat in Bhopal. Jata Shankar and Bada Mahadeo felt peaceful early in the morning before the crowds.",
          date: "2026-05-16",
        },
      ],
      imageAlt: "Illustration of the Satpura ridges at sunset seen from Dhoopgarh",
    },
  },
  {
    srNo: 45,
    slug: "sanchi",
    name: "Sanchi",
    state: "Madhya Pradesh",
    region: "Central India",
    description:
      "Sanchi, a hilltop village about 46 km north-east of Bhopal, holds the finest surviving group of early Buddhist monuments in India and has been a UNESCO World Heritage Site since 1989. The Great Stupa was first raised in brick by the emperor Ashoka in the 3rd century BCE, later encased in stone and given four gateways whose carvings tell the Jataka tales and scenes from the Buddha's life. Around it stand smaller stupas, pillars, monastery ruins and Temple 17, one of the earliest surviving stone temples of the Gupta age. Nearby lie the Udayagiri caves and the Heliodorus pillar near Vidisha, and south of Bhopal the prehistoric rock shelters of Bhimbetka and the great unfinished Shiva temple at Bhojpur.",
    bestSeason: "October to March",
    interests: ["historical", "spiritual", "cultural"],
    avgPrice: 12500,
    rating: 4.5,
    difficulty: "Easy",
    featured: false,
    scene: "monument",
    imageAlt: "Illustration of the Great Stupa at Sanchi with its carved stone gateway",
    package: {
      name: "Sanchi Stupas & Bhopal Heritage Circuit",
      description:
        "A three-day circuit from Bhopal through thousands of years of Indian history, from Bhimbetka's prehistoric paintings to Ashoka's Great Stupa and the Gupta caves of Udayagiri. Your guide reads the Sanchi gateway carvings with you panel by panel. The Sanchi site museum is closed on Fridays, so we schedule the Sanchi day on another day of the week.",
      highlights: [
        "The Great Stupa and its four carved gateways",
        "Temple 17 and the site museum's Ashokan lion capital",
        "Udayagiri caves and the Heliodorus pillar near Vidisha",
        "Prehistoric rock paintings at Bhimbetka",
        "The colossal Shiva linga at Bhojpur",
      ],
      difficulty: "Easy",
      itinerary: [
        {
          title: "Bhopal's Tribal Museum and Upper Lake",
          description:
            "Pick-up at Bhopal airport or railway station. In the afternoon explore the Madhya Pradesh Tribal Museum, a vivid, walk-through display of the state's tribal homes and art (closed on Mondays), then watch the sunset over the Upper Lake.",
          meals: ["Dinner"],
          stay: "Lakeside hotel, Bhopal",
        },
        {
          title: "Sanchi and Udayagiri",
          description:
            "Drive about an hour and a half to Sanchi for a guided morning at the Great Stupa and its gateways, Stupas 2 and 3, Temple 17 and the monastery ruins, followed by the site museum. In the afternoon drive a short way to the Gupta-era Udayagiri caves with their great Varaha panel and the Heliodorus pillar, raised by a Greek envoy in the 2nd century BCE, before returning to Bhopal.",
          meals: ["Breakfast", "Dinner"],
          stay: "Lakeside hotel, Bhopal",
        },
        {
          title: "Bhojpur, Bhimbetka and departure",
          description:
            "Drive south-east to Bhojpur to see the 11th-century Shiva temple begun by Raja Bhoj, with one of the largest lingas in India, then on to Bhimbetka, a UNESCO-listed cluster of rock shelters painted over thousands of years. Return to Bhopal for an evening departure.",
          meals: ["Breakfast"],
          stay: null,
        },
      ],
      accommodation: [
        {
          name: "Lakeside hotel near the Upper Lake",
          type: "Hotel",
          location: "Shyamla Hills, Bhopal",
          nights: 2,
          description:
            "Mid-range hotel on the hills above the Upper Lake, with lake-view rooms and a terrace restaurant.",
        },
      ],
      costItems: [
        { label: "Accommodation, 2 nights on twin sharing", amount: 4200 },
        { label: "Private car for the whole circuit", amount: 3000 },
        { label: "Guide", amount: 1500 },
        { label: "Monument and museum tickets", amount: 700 },
        { label: "Meals", amount: 1200 },
      ],
      inclusions: [
        "Two nights in a lakeside hotel on twin sharing",
        "Daily breakfast and two dinners",
        "Private air-conditioned car for the whole circuit",
        "Guide for Sanchi, Udayagiri, Bhojpur and Bhimbetka",
        "Entry tickets to Sanchi and its museum, Udayagiri, Bhimbetka and the Tribal Museum",
      ],
      exclusions: [
        "Flights or trains to Bhopal",
        "Lunches",
        "Camera fees",
        "Personal expenses and tips",
        "Travel insurance",
      ],
      gallery: [
        {
          caption: "The Great Stupa",
          alt: "Illustration of the hemispherical Great Stupa on its hilltop at Sanchi",
          scene: "monument",
        },
        {
          caption: "Temple 17",
          alt: "Illustration of a small flat-roofed Gupta temple with four pillars",
          scene: "ruins",
        },
        {
          caption: "Rock shelters of Bhimbetka",
          alt: "Illustration of red ochre paintings of hunters and animals on a rock overhang",
          scene: "caves",
        },
      ],
      reviews: [
        {
          author: "Tenzin Dolma",
          rating: 5,
          comment:
            "Having our guide explain the gateway carvings panel by panel made the Great Stupa unforgettable. A deeply peaceful morning at Sanchi.",
          date: "2025-01-26",
        },
        {
          author: "Richard Evans",
          rating: 4.5,
          comment:
            "Bhimbetka's paintings were astonishing and Bhojpur's linga is truly enormous. Good pacing, and the car and driver were excellent.",
          date: "2024-10-20",
        },
        {
          author: "Nandini Sharma",
          rating: 4,
          comment:
            "Great value for three days. The Tribal Museum in Bhopal was a wonderful start, though I wish we had more time at the Udayagiri caves.",
          date: "2026-02-28",
        },
      ],
      imageAlt: "Illustration of the carved northern gateway of the Great Stupa at Sanchi",
    },
  },
];
