import type { SeedDestination } from "@/server/db/seed/types";

export const destinationsPart3: SeedDestination[] = [
  {
    srNo: 25,
    slug: "ajanta-ellora",
    name: "Ajanta and Ellora",
    state: "Maharashtra",
    region: "West India",
    description:
      "Ajanta and Ellora are two UNESCO World Heritage cave complexes cut into the basalt hills of the Deccan, both reached from Chhatrapati Sambhajinagar (formerly Aurangabad). Ajanta's thirty or so Buddhist caves line a horseshoe bend of the Waghur river and were carved in two phases between roughly the second century BCE and the late fifth century CE, with murals that remain among the finest surviving paintings of ancient India. Ellora's thirty-four caves, made between about the sixth and tenth centuries, bring Buddhist, Hindu and Jain shrines together along a single escarpment. Its centrepiece, the Kailasa temple of Cave 16, was carved downwards out of one rock under the Rashtrakuta king Krishna I in the eighth century. Plan around the weekly closures: Ajanta shuts on Mondays and Ellora on Tuesdays.",
    bestSeason: "October to March",
    interests: ["historical", "cultural", "spiritual"],
    avgPrice: 22000,
    rating: 4.7,
    difficulty: "Easy",
    featured: false,
    scene: "caves",
    imageAlt:
      "Illustration of the rock-cut cave facades of Ajanta curving around a green river gorge",
    package: {
      name: "Ajanta, Ellora & Deccan Caves Heritage Tour",
      description:
        "A four-day journey through fifteen centuries of rock-cut art, based in Chhatrapati Sambhajinagar. A full day each is given to the painted caves of Ajanta and the carved temples of Ellora, with a specialist guide who knows which murals and sculptures reward the closest look. The tour also takes in Bibi Ka Maqbara and the hilltop fortress of Daulatabad, and the days are arranged to avoid Ajanta's Monday and Ellora's Tuesday closures.",
      highlights: [
        "Padmapani and Vajrapani murals in Ajanta Cave 1",
        "The monolithic Kailasa temple at Ellora",
        "Climb through the dark passages of Daulatabad Fort",
        "Bibi Ka Maqbara, the 'Taj of the Deccan'",
        "Specialist art-history guide at both cave sites",
      ],
      difficulty: "Moderate",
      itinerary: [
        {
          title: "Arrival in Chhatrapati Sambhajinagar",
          description:
            "Arrive at the airport or railway station and transfer to the hotel. In the afternoon visit Bibi Ka Maqbara, the late seventeenth-century mausoleum of Aurangzeb's wife Dilras Banu Begum, and the Panchakki water mill nearby. End the day at a Paithani and Himroo weaving workshop before dinner.",
          meals: ["Dinner"],
          stay: "Heritage-style hotel in Chhatrapati Sambhajinagar",
        },
        {
          title: "Painted caves of Ajanta",
          description:
            "Early start for the drive of about two and a half to three hours to Ajanta, where cars stop at the visitor centre and shuttle buses climb to the caves. Walk the gorge with the guide through Caves 1 and 2 for the Bodhisattva murals, Caves 16 and 17 for the Jataka stories, and the chaitya halls of Caves 19 and 26 with the great reclining Buddha. Finish at the viewpoint across the Waghur where a British officer spotted the caves in 1819, then drive back for dinner.",
          meals: ["Breakfast", "Dinner"],
          stay: "Heritage-style hotel in Chhatrapati Sambhajinagar",
        },
        {
          title: "Ellora caves and Daulatabad Fort",
          description:
            "Drive about forty-five minutes to Ellora and begin with the Buddhist caves, including the Vishwakarma chaitya hall of Cave 10. Spend the late morning at the Kailasa temple, walking its galleries and the rim above it, then see the Jain Indra Sabha in Cave 32 and the nearby Grishneshwar Jyotirlinga temple. On the way back climb Daulatabad Fort, the hill citadel to which Muhammad bin Tughluq moved his capital in 1327.",
          meals: ["Breakfast", "Dinner"],
          stay: "Heritage-style hotel in Chhatrapati Sambhajinagar",
        },
        {
          title: "Aurangabad Caves and departure",
          description:
            "After breakfast visit the quieter Aurangabad Caves on the hillside north of the city, whose Buddhist sculpture fills the gap between Ajanta and Ellora. Transfer to the airport or station for the onward journey.",
          meals: ["Breakfast"],
          stay: null,
        },
      ],
      accommodation: [
        {
          name: "Heritage-style hotel in Chhatrapati Sambhajinagar",
          type: "Heritage hotel",
          location: "Central Chhatrapati Sambhajinagar, near the Ajanta and Ellora roads",
          nights: 3,
          description:
            "A comfortable hotel with Deccan-inspired interiors, a garden and a pool, placed to keep the long drives to both cave sites as short as possible.",
        },
      ],
      costItems: [
        { label: "Accommodation (3 nights)", amount: 7200 },
        { label: "Private air-conditioned car with driver", amount: 4800 },
        { label: "Specialist guide for Ajanta, Ellora and the city", amount: 2600 },
        { label: "Monument tickets and Ajanta shuttle bus", amount: 900 },
        { label: "Dinners", amount: 3200 },
      ],
      inclusions: [
        "Three nights' accommodation with breakfast",
        "Dinners on all three evenings",
        "Private air-conditioned car for all transfers and sightseeing",
        "Specialist guide at Ajanta, Ellora, Daulatabad and city sights",
        "Entry tickets to all monuments in the itinerary",
        "Shuttle bus between the Ajanta visitor centre and the caves",
        "Visit to a Paithani weaving workshop",
      ],
      exclusions: [
        "Flights or trains to Chhatrapati Sambhajinagar",
        "Lunches",
        "Camera fees where charged",
        "Palanquin chairs at Ajanta or Daulatabad",
        "Tips and personal expenses",
      ],
      gallery: [
        {
          caption: "The chaitya hall of Ajanta Cave 19",
          alt: "Illustration of a carved horseshoe-arched cave front at Ajanta with a Buddha in the doorway",
          scene: "caves",
        },
        {
          caption: "Kailasa temple, Ellora",
          alt: "Illustration of the Kailasa temple carved out of a single basalt cliff at Ellora",
          scene: "temple",
        },
        {
          caption: "Daulatabad Fort on its conical hill",
          alt: "Illustration of Daulatabad Fort's walls and Chand Minar below a steep rocky hill",
          scene: "fort",
        },
      ],
      reviews: [
        {
          author: "Aditi Kulkarni",
          rating: 5,
          comment:
            "Our guide spent twenty minutes with us in front of the Padmapani mural in Cave 1 and it was the high point of the trip. The shuttle bus from the Ajanta visitor centre was smooth and we reached before the school groups.",
          date: "2025-01-14",
        },
        {
          author: "Thomas Becker",
          rating: 4.5,
          comment:
            "Standing on the rim above the Kailasa temple is unforgettable. Daulatabad after a full morning at Ellora was tiring in the heat, so carry water, but the dark spiral passage near the top was great fun.",
          date: "2024-11-22",
        },
        {
          author: "Rizwan Shaikh",
          rating: 4,
          comment:
            "Well planned around the Monday and Tuesday closures, which we would have missed on our own. The drive to Ajanta is long on the road, but the Paithani workshop on the first evening was a lovely extra.",
          date: "2026-02-08",
        },
      ],
      imageAlt:
        "Illustration of travellers with a guide looking up at the carved facade of an Ajanta cave",
    },
  },
  {
    srNo: 26,
    slug: "gir",
    name: "Gir National Park",
    state: "Gujarat",
    region: "West India",
    description:
      "Gir, in the Saurashtra peninsula of Gujarat, is the last wild home of the Asiatic lion. Protection began under the Nawabs of Junagadh in the early twentieth century, the forest became a sanctuary in 1965 and its core a national park in 1975, and lion numbers have since climbed from fewer than two hundred to several hundred spread across the wider landscape. The dry teak and acacia forest also shelters leopards, spotted deer, sambar, nilgai, chinkara, the four-horned antelope and marsh crocodiles around the Kamleshwar reservoir. Maldhari herders still live with their cattle in small settlements inside the forest. Jeep safaris run from Sasan Gir on permits issued by the Gujarat Forest Department, and the park's safari routes close each year from 16 June to 15 October for the monsoon.",
    bestSeason: "December to April",
    interests: ["wildlife", "nature", "cultural"],
    avgPrice: 34000,
    rating: 4.6,
    difficulty: "Easy",
    featured: false,
    scene: "wildlife",
    imageAlt: "Illustration of an Asiatic lion resting beneath teak trees in the Gir forest",
    package: {
      name: "Gir Asiatic Lion Safari & Somnath Escape",
      description:
        "Three safaris in four days give you the best possible chance of meeting the Asiatic lion in its only wild home. A resident naturalist rides with you into the Gir forest twice at dawn and once into the fenced Devalia zone, and explains lion prides, leopards and birdlife along the way. An evening at the seaside Somnath temple adds a sacred coast to the forest days.",
      highlights: [
        "Two dawn jeep safaris in Gir National Park",
        "Devalia Safari Park for close views of lions",
        "Naturalist-led visit to a Maldhari settlement",
        "Evening aarti at Somnath temple by the Arabian Sea",
      ],
      difficulty: "Easy",
      itinerary: [
        {
          title: "Rajkot to Sasan Gir",
          description:
            "Arrive at Rajkot airport or railway station and drive about four hours south through Saurashtra farmland to Sasan Gir. After check-in, the naturalist gives a briefing on lion behaviour and safari rules, followed by a walk along the forest edge at dusk.",
          meals: ["Dinner"],
          stay: "Jungle lodge at Sasan Gir",
        },
        {
          title: "Dawn safari and Maldhari life",
          description:
            "Report at Sinh Sadan, the forest department's safari centre, before sunrise for a three-hour open jeep safari on your allotted route, looking for lions, leopards, deer and crested serpent eagles. Rest through the heat of the day. In the late afternoon visit a Maldhari settlement on the forest fringe with the naturalist to hear how these cattle herders have lived alongside lions for generations.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          stay: "Jungle lodge at Sasan Gir",
        },
        {
          title: "Second safari and Somnath",
          description:
            "A second dawn safari on a different route, often passing the Kamleshwar reservoir where marsh crocodiles bask. After lunch drive about an hour and a half to Somnath, the first of the twelve Jyotirlinga shrines, rebuilt many times and standing on the shore of the Arabian Sea. Stay for the evening aarti and the sound-and-light show before returning to Sasan.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          stay: "Jungle lodge at Sasan Gir",
        },
        {
          title: "Devalia Safari Park and departure",
          description:
            "Early morning drive to Devalia Safari Park, the fenced Gir Interpretation Zone about twelve kilometres from Sasan, where a short bus or jeep circuit gives close views of lions, leopards and herbivores. Return for breakfast and drive back to Rajkot for the onward journey.",
          meals: ["Breakfast"],
          stay: null,
        },
      ],
      accommodation: [
        {
          name: "Jungle lodge at Sasan Gir",
          type: "Wildlife lodge",
          location: "Sasan Gir, close to the Sinh Sadan safari centre",
          nights: 3,
          description:
            "Cottages set in a mango and teak orchard on the forest edge, with a naturalist on site and early tea before each safari.",
        },
      ],
      costItems: [
        { label: "Accommodation (3 nights)", amount: 12600 },
        { label: "Transfers Rajkot to Sasan Gir, Somnath excursion and return", amount: 6200 },
        { label: "Safari permits, jeep hire and forest guide (3 safaris)", amount: 5400 },
        { label: "Resident naturalist", amount: 2200 },
        { label: "Meals", amount: 2400 },
      ],
      inclusions: [
        "Three nights at a jungle lodge in Sasan Gir",
        "All meals from dinner on day 1 to breakfast on day 4",
        "Two Gir National Park jeep safaris with permits and forest guide",
        "One Devalia Safari Park visit",
        "Naturalist on all safaris and the Maldhari village visit",
        "Private car for Rajkot transfers and the Somnath excursion",
      ],
      exclusions: [
        "Flights or trains to Rajkot",
        "Camera fees charged by the forest department",
        "Extra safaris beyond the three included",
        "Tips for drivers and forest guides",
        "Personal expenses",
      ],
      gallery: [
        {
          caption: "A lioness on a forest track at dawn",
          alt: "Illustration of an Asiatic lioness walking along a dusty track in Gir at sunrise",
          scene: "wildlife",
        },
        {
          caption: "Dry teak forest in Gir",
          alt: "Illustration of open jeeps on a trail through dry deciduous teak forest",
          scene: "forest",
        },
        {
          caption: "Somnath temple by the sea",
          alt: "Illustration of the Somnath temple spire against the Arabian Sea at dusk",
          scene: "temple",
        },
      ],
      reviews: [
        {
          author: "Kavita Desai",
          rating: 5,
          comment:
            "We saw a pride of four lions resting near the Kamleshwar side on the second morning, barely fifteen metres from the jeep. The naturalist knew every route and the Maldhari visit was a real insight.",
          date: "2025-03-09",
        },
        {
          author: "James Whitfield",
          rating: 4.5,
          comment:
            "First safari we only saw spotted deer and a leopard's tail, but the second made up for it with a male lion crossing the track. Devalia on the last morning is a bit like a zoo, but good for photographs.",
          date: "2024-12-18",
        },
        {
          author: "Mehul Parmar",
          rating: 4,
          comment:
            "Somnath aarti was beautiful and well timed. The drive from Rajkot is long, and the lodge rooms were simple, but the food and the dawn tea before each safari were spot on.",
          date: "2026-04-11",
        },
        {
          author: "Sophie Laurent",
          rating: 5,
          comment:
            "Permits were arranged in advance so we just turned up at Sinh Sadan before sunrise. Hearing lions call at night from the lodge was magical.",
          date: "2025-02-02",
        },
      ],
      imageAlt: "Illustration of an open safari jeep watching a lion pride in the Gir forest",
    },
  },
  {
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
      imageAlt:
        "Illustration of a houseboat deck looking out over palm-lined backwaters in Alleppey",
    },
  },
  {
    srNo: 28,
    slug: "munnar",
    name: "Munnar",
    state: "Kerala",
    region: "South India",
    description:
      "Munnar lies at about 1,600 metres in the Western Ghats of Kerala, where three mountain streams meet, and its name is usually explained as 'three rivers'. British planters cleared the Kannan Devan Hills for tea in the late nineteenth century, and the rolling estates they created still cover the slopes around town. Next door, Eravikulam National Park protects the endangered Nilgiri tahr and the foot of Anamudi, at 2,695 metres the highest peak in South India, and closes for the tahr calving season in February and March. The hills are also famous for the neelakurinji shrub, which blankets the grasslands in blue once every twelve years and is next expected around 2030. Mattupetty Dam, Kundala Lake and the viewpoint at Top Station on the Tamil Nadu border are the classic drives.",
    bestSeason: "September to May",
    interests: ["nature", "adventure", "wildlife"],
    avgPrice: 29000,
    rating: 4.8,
    difficulty: "Easy",
    featured: true,
    scene: "tea-hills",
    imageAlt: "Illustration of terraced tea gardens rolling over misty hills in Munnar",
    package: {
      name: "Munnar Tea Hills & Nilgiri Tahr Trail",
      description:
        "Five days in Kerala's high tea country, from the waterfalls on the road up to a sunrise jeep ride to one of the highest tea estates in the world. You will meet the Nilgiri tahr in Eravikulam, follow the Top Station road past lakes and dams, and walk through the estates with a local guide. Evenings are spent in a valley-view resort with cool mountain air.",
      highlights: [
        "Nilgiri tahr on the grassy slopes of Eravikulam National Park",
        "Sunrise jeep ride to the Kolukkumalai tea estate",
        "Tea museum and factory visit in the Kannan Devan Hills",
        "Top Station viewpoint over the Tamil Nadu plains",
        "Kathakali and Kalaripayattu evening performance",
      ],
      difficulty: "Moderate",
      itinerary: [
        {
          title: "Kochi to Munnar",
          description:
            "Arrive in Kochi and drive about four and a half hours into the hills via Kothamangalam and Adimali. Stop at the Cheeyappara and Valara waterfalls and at a spice garden to see cardamom and pepper growing. Check in and enjoy the first cool evening in the hills.",
          meals: ["Dinner"],
          stay: "Valley-view resort near Munnar",
        },
        {
          title: "Eravikulam National Park and the tea museum",
          description:
            "Morning in the Rajamala section of Eravikulam National Park, where park buses carry visitors up to a walking road among grasslands grazed by the Nilgiri tahr, with Anamudi rising behind. In the afternoon visit the tea museum at the Nallathanni estate to follow tea from leaf to cup. In February and March, when the park closes for calving, the morning moves to Lakkam waterfalls and the sandalwood forests of Marayoor instead.",
          meals: ["Breakfast", "Dinner"],
          stay: "Valley-view resort near Munnar",
        },
        {
          title: "Mattupetty, Kundala and Top Station",
          description:
            "Drive the scenic road east past Mattupetty Dam, Echo Point and Kundala Lake to Top Station, about thirty-two kilometres from town, for wide views down into Tamil Nadu. Return through the estates in the afternoon. In the evening watch a Kathakali and Kalaripayattu performance at a cultural centre near town.",
          meals: ["Breakfast", "Dinner"],
          stay: "Valley-view resort near Munnar",
        },
        {
          title: "Kolukkumalai sunrise and plantation trek",
          description:
            "Leave before dawn for Suryanelli, where four-wheel-drive jeeps climb a rough estate track for about an hour to Kolukkumalai to watch the sun rise over the Western Ghats. Visit the estate's old orthodox tea factory, then walk down through tea rows and shola forest with a local guide. The afternoon is free to rest.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          stay: "Valley-view resort near Munnar",
        },
        {
          title: "Departure to Kochi",
          description:
            "After a leisurely breakfast, drive back down to Kochi for your flight or onward train, with a stop for fresh tea and home-made chocolate in town.",
          meals: ["Breakfast"],
          stay: null,
        },
      ],
      accommodation: [
        {
          name: "Valley-view resort near Munnar",
          type: "Hill resort",
          location: "Chithirapuram side of Munnar, among tea estates",
          nights: 4,
          description:
            "Rooms with balconies looking across tea-covered valleys, a fireplace lounge and Kerala home-style cooking.",
        },
      ],
      costItems: [
        { label: "Accommodation (4 nights)", amount: 11600 },
        { label: "Private car and driver from Kochi", amount: 6200 },
        { label: "Kolukkumalai jeep and trekking guide", amount: 2300 },
        { label: "Park, museum and show tickets", amount: 1500 },
        { label: "Meals", amount: 2900 },
      ],
      inclusions: [
        "Four nights at a valley-view resort with breakfast and dinner",
        "Private car from Kochi for all transfers and sightseeing",
        "Eravikulam National Park entry and park bus",
        "Kolukkumalai sunrise jeep ride, factory visit and packed lunch",
        "Guided plantation trek",
        "Tea museum entry and Kathakali and Kalaripayattu show tickets",
      ],
      exclusions: [
        "Flights or trains to Kochi",
        "Lunches other than on day 4",
        "Boating at Mattupetty and Kundala",
        "Camera fees",
        "Tips and personal expenses",
      ],
      gallery: [
        {
          caption: "Tea estates above Munnar",
          alt: "Illustration of neatly trimmed tea bushes covering rolling green slopes",
          scene: "tea-hills",
        },
        {
          caption: "Nilgiri tahr in Eravikulam",
          alt: "Illustration of a Nilgiri tahr standing on a rocky grassland slope",
          scene: "wildlife",
        },
        {
          caption: "Sunrise from Kolukkumalai",
          alt: "Illustration of the sun rising over layered blue mountain ridges above a sea of cloud",
          scene: "mountain",
        },
      ],
      reviews: [
        {
          author: "Deepak Nair",
          rating: 5,
          comment:
            "The Kolukkumalai jeep ride is bumpy but the sunrise above the clouds was worth every jolt. The old tea factory there still uses machines from decades ago.",
          date: "2025-11-16",
        },
        {
          author: "Emma Clarke",
          rating: 5,
          comment:
            "We saw a whole herd of Nilgiri tahr grazing right beside the walking road in Eravikulam. The resort balcony view over the tea valley made it hard to leave.",
          date: "2024-10-05",
        },
        {
          author: "Sanjay Iyer",
          rating: 4.5,
          comment:
            "Top Station was misty when we arrived and cleared after half an hour, so be patient. The Kalaripayattu show was thrilling.",
          date: "2026-05-03",
        },
        {
          author: "Fatima Sheikh",
          rating: 3.5,
          comment:
            "Lovely scenery and a kind driver, but the road from Kochi took almost six hours with holiday traffic and the Mattupetty stretch was crowded on a Sunday.",
          date: "2025-05-25",
        },
      ],
      imageAlt:
        "Illustration of a winding road through emerald tea plantations with mountains behind, Munnar",
    },
  },
  {
    srNo: 29,
    slug: "kochi",
    name: "Kochi",
    state: "Kerala",
    region: "South India",
    description:
      "Kochi grew into one of the great ports of the spice trade after a flood of the Periyar river in 1341 opened its natural harbour. The Portuguese, Dutch and British followed Arab and Chinese traders here, and Vasco da Gama was first buried in St Francis Church, one of the oldest European churches in India, before his remains were taken back to Portugal. Fort Kochi's lanes of colonial bungalows and its cantilevered Chinese fishing nets sit beside Mattancherry, home to the mural-filled Mattancherry Palace and the Paradesi Synagogue of 1568. The city is also the place to watch Kathakali and to taste Kerala seafood, and since 2012 it has hosted the Kochi-Muziris Biennale, India's largest contemporary art festival.",
    bestSeason: "October to March",
    interests: ["historical", "cultural", "food"],
    avgPrice: 18000,
    rating: 4.6,
    difficulty: "Easy",
    featured: false,
    scene: "city",
    imageAlt: "Illustration of Chinese fishing nets silhouetted against a sunset in Fort Kochi",
    package: {
      name: "Fort Kochi Spice Route Heritage Walk",
      description:
        "Four unhurried days in the old port quarters of Fort Kochi and Mattancherry, explored largely on foot with a local historian. You will trace the Portuguese, Dutch and Jewish stories of the spice trade, cook a Kerala lunch in a family kitchen and watch Kathakali artists put on their make-up before the show. A ferry ride and a visit to the royal Hill Palace round out the harbour city.",
      highlights: [
        "Heritage walk from St Francis Church to the Chinese fishing nets",
        "Mattancherry Palace murals and the Paradesi Synagogue",
        "Hands-on Kerala cooking class",
        "Kathakali performance with the make-up session",
        "Hill Palace Museum of the Kochi royal family",
      ],
      difficulty: "Easy",
      itinerary: [
        {
          title: "Arrival and Fort Kochi heritage walk",
          description:
            "Arrive at Cochin International Airport and transfer about an hour and a half to Fort Kochi. In the afternoon walk with a local historian past St Francis Church, the Santa Cruz Basilica, the old Dutch cemetery and the bungalows of Princess Street. End at sunset watching fishermen work the Chinese fishing nets on the waterfront.",
          meals: ["Dinner"],
          stay: "Heritage bungalow hotel in Fort Kochi",
        },
        {
          title: "Mattancherry, Jew Town and Kathakali",
          description:
            "Visit Mattancherry Palace, built by the Portuguese for the Raja of Kochi around 1555 and later renovated by the Dutch, to see its Ramayana murals. Walk through Jew Town to the Paradesi Synagogue with its hand-painted Chinese floor tiles, past old ginger and pepper warehouses. Cook and eat a Kerala lunch of appam and fish moilee with a local family, then watch a Kathakali performance in the evening, arriving early for the make-up. This day is never scheduled on a Friday or Saturday, when the palace or synagogue is closed.",
          meals: ["Breakfast", "Lunch"],
          stay: "Heritage bungalow hotel in Fort Kochi",
        },
        {
          title: "Harbour ferry and Hill Palace",
          description:
            "Cross the harbour by public ferry to Ernakulam for a view of the port and the islands. Drive to Tripunithura to visit the Hill Palace Museum, the former seat of the Kochi royal family, with its royal regalia and paintings, and then the Kerala Folklore Museum in the afternoon; this day is never a Monday, when the Hill Palace is closed. Return to Fort Kochi for a seafood dinner.",
          meals: ["Breakfast", "Dinner"],
          stay: "Heritage bungalow hotel in Fort Kochi",
        },
        {
          title: "Departure",
          description:
            "Take an early stroll along the Fort Kochi beach promenade as the fishing nets are lowered, then transfer to the airport or railway station after breakfast.",
          meals: ["Breakfast"],
          stay: null,
        },
      ],
      accommodation: [
        {
          name: "Heritage bungalow hotel in Fort Kochi",
          type: "Heritage hotel",
          location: "Fort Kochi, a short walk from the waterfront",
          nights: 3,
          description:
            "A restored colonial-era bungalow with high ceilings, a courtyard garden and a handful of rooms, within walking distance of the main sights.",
        },
      ],
      costItems: [
        { label: "Accommodation (3 nights)", amount: 7800 },
        { label: "Airport transfers and day 3 car", amount: 2600 },
        { label: "Local historian guide", amount: 1800 },
        { label: "Cooking class, Kathakali, ferry and entry tickets", amount: 1900 },
        { label: "Dinners", amount: 1150 },
      ],
      inclusions: [
        "Three nights in a heritage bungalow with breakfast",
        "Two dinners including a seafood dinner",
        "Guided heritage walks in Fort Kochi and Mattancherry",
        "Kerala cooking class with lunch",
        "Kathakali performance ticket",
        "Ferry ride and entry to Hill Palace and the Kerala Folklore Museum",
        "Airport transfers and car for day 3",
      ],
      exclusions: [
        "Flights to Kochi",
        "Meals not listed",
        "Camera fees at museums",
        "Shopping in Jew Town",
        "Tips and personal expenses",
      ],
      gallery: [
        {
          caption: "Chinese fishing nets at sunset",
          alt: "Illustration of large cantilevered fishing nets raised over the water at dusk",
          scene: "beach",
        },
        {
          caption: "Mattancherry Palace",
          alt: "Illustration of the low tiled-roof Mattancherry Palace around a courtyard",
          scene: "palace",
        },
        {
          caption: "Lanes of Fort Kochi",
          alt: "Illustration of a quiet street of colonial bungalows and rain trees in Fort Kochi",
          scene: "city",
        },
      ],
      reviews: [
        {
          author: "Ritu Varghese",
          rating: 5,
          comment:
            "Our historian guide brought the Dutch cemetery and St Francis Church alive. The cooking class lunch of appam and fish moilee was the best meal of our Kerala trip.",
          date: "2024-12-28",
        },
        {
          author: "Daniel Cohen",
          rating: 4.5,
          comment:
            "Seeing the blue Chinese tiles in the Paradesi Synagogue was moving for our family. Watching the Kathakali artist paint his face before the show was fascinating.",
          date: "2025-01-21",
        },
        {
          author: "Arvind Rao",
          rating: 4,
          comment:
            "Fort Kochi is best on foot and the bungalow was charming. The Hill Palace was interesting but the drive to Tripunithura in traffic took longer than expected.",
          date: "2026-03-15",
        },
      ],
      imageAlt:
        "Illustration of fishermen working Chinese fishing nets on the Fort Kochi waterfront",
    },
  },
  {
    srNo: 30,
    slug: "mysuru",
    name: "Mysuru",
    state: "Karnataka",
    region: "South India",
    description:
      "Mysuru was the seat of the Wodeyar kings of Mysore, and their palace is the city's landmark. The present Amba Vilas Palace was built between 1897 and 1912 to an Indo-Saracenic design by Henry Irwin after the older wooden palace burned down, and it glows with nearly a hundred thousand bulbs on Sunday evenings and during the ten-day Dasara festival. Chamundi Hill rises above the city with the Chamundeshwari temple and a giant seventeenth-century Nandi carved from a single rock. Nearby stand Tipu Sultan's island capital of Srirangapatna on the Kaveri and the thirteenth-century Hoysala temple at Somanathapura, part of a UNESCO World Heritage Site since 2023. The city is also known for silk, sandalwood, jasmine and the sweet called Mysore pak.",
    bestSeason: "October to March",
    interests: ["historical", "cultural", "food"],
    avgPrice: 16000,
    rating: 4.6,
    difficulty: "Easy",
    featured: false,
    scene: "palace",
    imageAlt: "Illustration of the Mysore Palace lit up with thousands of bulbs at night",
    package: {
      name: "Royal Mysuru & Srirangapatna Heritage Tour",
      description:
        "A four-day round trip from Bengaluru to the royal city of Mysuru, with a guide who brings the Wodeyar and Tipu Sultan stories to life. Highlights include the Mysore Palace and Chamundi Hill, Tipu's summer palace at Srirangapatna and the exquisitely carved Hoysala temple at Somanathapura. Time in Devaraja Market and a silk weaving unit gives you the city's living crafts too.",
      highlights: [
        "Guided tour of the Mysore Palace",
        "Daria Daulat Bagh, Tipu Sultan's summer palace",
        "Hoysala carvings of the Keshava temple at Somanathapura",
        "Chamundi Hill and its monolithic Nandi",
        "Evening at Brindavan Gardens",
      ],
      difficulty: "Easy",
      itinerary: [
        {
          title: "Bengaluru to Mysuru via Srirangapatna",
          description:
            "Pick-up in Bengaluru and drive about two and a half hours to Srirangapatna, Tipu Sultan's fortified island on the Kaveri. Visit the Ranganathaswamy temple, the painted Daria Daulat Bagh summer palace and the Gumbaz mausoleum of Hyder Ali and Tipu Sultan. Continue thirty minutes to Mysuru and check in.",
          meals: ["Dinner"],
          stay: "Heritage-style hotel in central Mysuru",
        },
        {
          title: "Mysore Palace and Chamundi Hill",
          description:
            "Spend the morning inside the Mysore Palace, from the stained-glass Kalyana Mantapa to the Durbar Hall, then see the Raja Ravi Varma paintings at the Jaganmohan Palace art gallery. In the afternoon drive up Chamundi Hill to the Chamundeshwari temple and the great Nandi statue. End in the flower and spice stalls of Devaraja Market, and on a Sunday return to see the palace illuminated.",
          meals: ["Breakfast", "Dinner"],
          stay: "Heritage-style hotel in central Mysuru",
        },
        {
          title: "Somanathapura and Brindavan Gardens",
          description:
            "Drive about an hour to Somanathapura to see the star-shaped Keshava temple of 1268, whose walls carry hundreds of finely carved panels. Back in Mysuru, visit a silk weaving unit to watch Mysore silk being woven. In the evening drive to the Brindavan Gardens below the Krishna Raja Sagara dam for the illuminated terraces.",
          meals: ["Breakfast", "Dinner"],
          stay: "Heritage-style hotel in central Mysuru",
        },
        {
          title: "St Philomena's Church and return to Bengaluru",
          description:
            "Visit the neo-Gothic St Philomena's Church and pick up Mysore pak and sandalwood soap before driving back to Bengaluru, about three hours away.",
          meals: ["Breakfast"],
          stay: null,
        },
      ],
      accommodation: [
        {
          name: "Heritage-style hotel in central Mysuru",
          type: "Heritage hotel",
          location: "Central Mysuru, near the palace",
          nights: 3,
          description:
            "A hotel in a restored early twentieth-century mansion with period furniture and a verandah café, a short drive from the palace.",
        },
      ],
      costItems: [
        { label: "Accommodation (3 nights)", amount: 6300 },
        { label: "Private car Bengaluru to Mysuru and back", amount: 4200 },
        { label: "Guide services", amount: 1300 },
        { label: "Palace, monument and garden entry tickets", amount: 700 },
        { label: "Dinners", amount: 1050 },
      ],
      inclusions: [
        "Three nights' accommodation with breakfast",
        "Dinners on all three evenings",
        "Private air-conditioned car from and to Bengaluru",
        "English- or Kannada-speaking guide",
        "Entry tickets to the palace, Srirangapatna sites, Somanathapura and Brindavan Gardens",
        "Silk weaving unit visit",
      ],
      exclusions: [
        "Flights or trains to Bengaluru",
        "Lunches",
        "Camera fees",
        "Palace sound-and-light show",
        "Tips and personal expenses",
      ],
      gallery: [
        {
          caption: "Mysore Palace illuminated",
          alt: "Illustration of the domed Mysore Palace outlined in golden lights at night",
          scene: "palace",
        },
        {
          caption: "Keshava temple, Somanathapura",
          alt: "Illustration of a star-shaped Hoysala temple with three carved towers",
          scene: "temple",
        },
        {
          caption: "Gumbaz at Srirangapatna",
          alt: "Illustration of the white domed Gumbaz mausoleum among cypress trees",
          scene: "monument",
        },
      ],
      reviews: [
        {
          author: "Lakshmi Hegde",
          rating: 5,
          comment:
            "We timed the trip so our second evening was a Sunday and the palace lights were breathtaking. Somanathapura's carvings were even better than the palace for me.",
          date: "2024-10-13",
        },
        {
          author: "Mark Stevenson",
          rating: 4.5,
          comment:
            "Our guide's stories about Tipu Sultan at Srirangapatna made the Daria Daulat Bagh murals come alive. Devaraja Market was colourful and chaotic in the best way.",
          date: "2025-02-23",
        },
        {
          author: "Nandini Gowda",
          rating: 4,
          comment:
            "Good hotel and a smooth expressway drive from Bengaluru. Brindavan Gardens was crowded on a weekend evening, but the silk weaving visit was a nice surprise.",
          date: "2026-01-18",
        },
      ],
      imageAlt: "Illustration of the Mysore Palace facade with its central dome and gardens",
    },
  },
  {
    srNo: 31,
    slug: "madurai",
    name: "Madurai",
    state: "Tamil Nadu",
    region: "South India",
    description:
      "Madurai, on the banks of the Vaigai, is one of the oldest continuously inhabited cities in India and was the capital of the Pandya kings and a centre of classical Tamil Sangam literature. The city grew around the Meenakshi Amman temple, whose fourteen towering gateways are covered with thousands of painted figures and whose present form largely dates from the Nayak rulers of the sixteenth and seventeenth centuries. Thirumalai Nayak's palace of 1636 blends Dravidian and Islamic styles around a vast colonnaded courtyard. The Gandhi Memorial Museum, in a seventeenth-century palace, keeps the bloodstained cloth Gandhi wore on the day he was killed. Madurai never really sleeps, and its food stalls serve jigarthanda, kari dosa and soft idlis late into the night.",
    bestSeason: "October to March",
    interests: ["spiritual", "cultural", "historical", "food"],
    avgPrice: 13000,
    rating: 4.7,
    difficulty: "Easy",
    featured: false,
    scene: "temple",
    imageAlt:
      "Illustration of the colourful sculpted gopurams of the Meenakshi Amman temple in Madurai",
    package: {
      name: "Madurai Temple City & Chettinad Trail",
      description:
        "Four days in the temple city of Madurai and the merchant mansions of Chettinad. You will explore the Meenakshi Amman temple by day and return at night for the ceremony that closes the shrine, see the Nayak palace by its sound-and-light show and eat your way through the city's famous street food. A day trip to Karaikudi reveals the grand Chettiar houses and one of India's spiciest cuisines.",
      highlights: [
        "Guided visit to the Meenakshi Amman temple",
        "Night ceremony as the deity is carried to the sanctum",
        "Thirumalai Nayak Palace sound-and-light show",
        "Chettinad mansions and Athangudi tile makers",
        "Evening food walk with jigarthanda and kari dosa",
      ],
      difficulty: "Easy",
      itinerary: [
        {
          title: "Arrival and Thirumalai Nayak Palace",
          description:
            "Arrive at Madurai airport or railway station and check in near the temple. In the late afternoon visit Thirumalai Nayak Palace with its giant pillars and stucco domes, and stay for the sound-and-light show on its history. Finish with a guided street-food walk for kari dosa and jigarthanda.",
          meals: ["Dinner"],
          stay: "Hotel near the Meenakshi Amman temple, Madurai",
        },
        {
          title: "Meenakshi Amman temple",
          description:
            "Spend the morning inside the Meenakshi Amman temple with a guide, from the Golden Lotus Tank to the Hall of a Thousand Pillars and its temple art museum; phones must be left outside and shoulders and knees covered. Browse the brassware and textile shops in the streets around the temple, then visit the Gandhi Memorial Museum in the afternoon. Return to the temple at night to watch the palliyarai ceremony, when Sundareswarar is carried in procession to Meenakshi's chamber.",
          meals: ["Breakfast", "Dinner"],
          stay: "Hotel near the Meenakshi Amman temple, Madurai",
        },
        {
          title: "Chettinad day trip",
          description:
            "Drive about two hours to Karaikudi in the Chettinad region, home of wealthy Nattukottai Chettiar trading families. Walk through mansions with Burmese teak pillars and Italian marble in Kanadukathan, watch handmade tiles being pressed at Athangudi and sit down to a traditional Chettinad lunch on a banana leaf. Return to Madurai by evening.",
          meals: ["Breakfast", "Lunch"],
          stay: "Hotel near the Meenakshi Amman temple, Madurai",
        },
        {
          title: "Teppakulam and departure",
          description:
            "At sunrise visit the Vandiyur Mariamman Teppakulam, the vast temple tank with an island shrine used for the float festival, and the rock-cut Murugan temple of Thiruparankundram. Transfer to the airport or station after breakfast.",
          meals: ["Breakfast"],
          stay: null,
        },
      ],
      accommodation: [
        {
          name: "Hotel near the Meenakshi Amman temple",
          type: "City hotel",
          location: "Old city of Madurai, walking distance from the temple",
          nights: 3,
          description:
            "A comfortable hotel with a rooftop terrace looking onto the temple towers, ideal for the late-night ceremony.",
        },
      ],
      costItems: [
        { label: "Accommodation (3 nights)", amount: 4800 },
        { label: "Private car including Chettinad day trip", amount: 3200 },
        { label: "Guide services and food walk host", amount: 1300 },
        { label: "Entry and show tickets", amount: 500 },
        { label: "Dinners, street food and Chettinad lunch", amount: 1200 },
      ],
      inclusions: [
        "Three nights' accommodation with breakfast",
        "Dinners on days 1 and 2, including a guided street-food walk",
        "Chettinad lunch in Karaikudi",
        "Private car for transfers and the Chettinad day trip",
        "Guide for the temple, palace, museum and Chettinad",
        "Palace sound-and-light show and entry tickets",
      ],
      exclusions: [
        "Flights or trains to Madurai",
        "Special darshan tickets at the temple",
        "Camera fees",
        "Shopping in the temple bazaars",
        "Tips and personal expenses",
      ],
      gallery: [
        {
          caption: "Gopurams of the Meenakshi Amman temple",
          alt: "Illustration of tall temple towers crowded with brightly painted sculptures",
          scene: "temple",
        },
        {
          caption: "Courtyard of Thirumalai Nayak Palace",
          alt: "Illustration of massive white pillars and arches around a palace courtyard",
          scene: "palace",
        },
        {
          caption: "Madurai at night",
          alt: "Illustration of a busy Madurai street with food stalls and a lit temple tower behind",
          scene: "city",
        },
      ],
      reviews: [
        {
          author: "Karthik Subramanian",
          rating: 5,
          comment:
            "Watching the palliyarai ceremony at night was the most moving moment of the trip. Our guide explained every sculpture in the Thousand Pillar Hall.",
          date: "2025-01-30",
        },
        {
          author: "Isabella Rossi",
          rating: 4.5,
          comment:
            "The Chettinad mansions were astonishing and the banana-leaf lunch in Karaikudi was fiery and delicious. Leaving phones at the temple entrance felt odd but the cloakroom was well run.",
          date: "2024-02-11",
        },
        {
          author: "Suresh Pandian",
          rating: 4,
          comment:
            "Good value and a hotel close enough to walk to the temple. The sound-and-light show at the Nayak palace is a bit dated, but the food walk and jigarthanda made up for it.",
          date: "2026-10-04",
        },
      ],
      imageAlt:
        "Illustration of pilgrims entering beneath a painted gopuram of the Meenakshi temple",
    },
  },
  {
    srNo: 32,
    slug: "coorg",
    name: "Coorg",
    state: "Karnataka",
    region: "South India",
    description:
      "Coorg, officially Kodagu, is a hill district of Karnataka on the eastern slopes of the Western Ghats, with Madikeri as its main town. It is one of India's largest coffee-growing districts, and its estates of arabica and robusta coffee are shaded by tall forest trees hung with pepper vines. The Kodava people of the district have a proud martial tradition, a distinctive dress and cuisine, and gave India two of its best-known army chiefs, Field Marshal Cariappa and General Thimayya. The Kaveri river rises at Talakaveri in the Brahmagiri hills, and the district also holds Tadiandamol, its highest peak at about 1,748 metres. Just outside Kodagu, the Tibetan settlement at Bylakuppe is home to the golden Namdroling Monastery.",
    bestSeason: "October to March",
    interests: ["nature", "adventure", "food", "cultural"],
    avgPrice: 26000,
    rating: 4.5,
    difficulty: "Easy",
    featured: false,
    scene: "tea-hills",
    imageAlt: "Illustration of misty coffee plantations under tall shade trees in Coorg",
    package: {
      name: "Coorg Coffee Country & Tadiandamol Trek",
      description:
        "Five days in the coffee hills of Kodagu, staying on a working plantation near Madikeri. A planter's walk shows how coffee and pepper are grown, and a full-day climb of Tadiandamol takes you through shola forest to the district's highest summit. There is time too for the elephants of Dubare, the source of the Kaveri and Kodava home cooking.",
      highlights: [
        "Stay on a working coffee and pepper estate",
        "Full-day trek to the summit of Tadiandamol",
        "Elephant bathing at Dubare on the Kaveri",
        "Talakaveri, the source of the Kaveri river",
        "Namdroling Monastery at Bylakuppe",
      ],
      difficulty: "Moderate",
      itinerary: [
        {
          title: "Bengaluru to Coorg via Bylakuppe",
          description:
            "Leave Bengaluru in the morning for a drive of about five and a half to six hours via Mysuru. Stop at Bylakuppe to visit the Namdroling Monastery and its great golden Buddha statues, then continue into the hills to a coffee estate homestay near Madikeri.",
          meals: ["Dinner"],
          stay: "Coffee estate homestay near Madikeri",
        },
        {
          title: "Dubare elephant camp and coffee estate walk",
          description:
            "Drive to Dubare, cross the Kaveri by boat and watch the forest department's elephants being scrubbed in the river by their mahouts during the morning session. Visit the bamboo groves of Kaveri Nisargadhama island on the way back. In the afternoon the planter leads a walk through the estate to explain coffee, pepper and cardamom, followed by a Kodava dinner of pandi curry and kadambuttu.",
          meals: ["Breakfast", "Dinner"],
          stay: "Coffee estate homestay near Madikeri",
        },
        {
          title: "Tadiandamol trek",
          description:
            "Drive about an hour and a half to Kakkabe and stop at Nalknad Palace, the hideaway of the last Kodagu kings. With a local guide and a forest department permit, trek through shola forest and open grassland to the summit of Tadiandamol, a climb of five to six hours there and back. Return to the homestay for a well-earned dinner.",
          meals: ["Breakfast", "Lunch", "Dinner"],
          stay: "Coffee estate homestay near Madikeri",
        },
        {
          title: "Talakaveri, Bhagamandala and Madikeri",
          description:
            "Visit the Triveni Sangama river confluence and the Bhagandeshwara temple at Bhagamandala, then drive up to Talakaveri, where a spring marks the source of the Kaveri. In the afternoon see Madikeri Fort and the Omkareshwara temple, stop at Abbey Falls, and end with sunset at Raja's Seat.",
          meals: ["Breakfast", "Dinner"],
          stay: "Coffee estate homestay near Madikeri",
        },
        {
          title: "Return to Bengaluru",
          description:
            "After breakfast on the verandah and a last cup of estate coffee, drive back to Bengaluru, arriving in the afternoon.",
          meals: ["Breakfast"],
          stay: null,
        },
      ],
      accommodation: [
        {
          name: "Coffee estate homestay near Madikeri",
          type: "Plantation homestay",
          location: "Coffee estate outside Madikeri",
          nights: 4,
          description:
            "A Kodava family home on a working coffee and pepper estate, with large rooms, a wide verandah and home-cooked Kodava meals.",
        },
      ],
      costItems: [
        { label: "Homestay (4 nights, breakfast and dinner)", amount: 11000 },
        { label: "Private car from Bengaluru and local sightseeing", amount: 6800 },
        { label: "Trek guide, forest permit and packed lunch", amount: 2200 },
        { label: "Coffee plantation tour and tasting", amount: 1200 },
        { label: "Entry fees and Dubare boat crossing", amount: 800 },
      ],
      inclusions: [
        "Four nights on a coffee estate with breakfast and dinner",
        "Packed lunch on the trek day",
        "Private car from and back to Bengaluru and for all sightseeing",
        "Guided coffee plantation walk",
        "Tadiandamol trek with local guide and forest permit",
        "Entry fees at Dubare, Nisargadhama and Abbey Falls",
      ],
      exclusions: [
        "Flights or trains to Bengaluru",
        "Lunches other than on the trek day",
        "Elephant interaction fees at Dubare",
        "River rafting",
        "Tips and personal expenses",
      ],
      gallery: [
        {
          caption: "Coffee plantations near Madikeri",
          alt: "Illustration of coffee bushes with red berries beneath tall shade trees",
          scene: "tea-hills",
        },
        {
          caption: "On the Tadiandamol ridge",
          alt: "Illustration of hikers on a grassy ridge above shola forest and rolling blue hills",
          scene: "mountain",
        },
        {
          caption: "Elephants at Dubare",
          alt: "Illustration of mahouts bathing elephants in the shallow Kaveri river",
          scene: "river",
        },
      ],
      reviews: [
        {
          author: "Meera Ponnappa",
          rating: 5,
          comment:
            "The homestay family treated us like relatives, and the pandi curry with kadambuttu was the best meal we had. The planter's walk taught us how pepper climbs the shade trees.",
          date: "2025-12-29",
        },
        {
          author: "Lukas Schneider",
          rating: 4.5,
          comment:
            "Tadiandamol was a proper climb through shola forest and grassland, and the views from the summit were clear all the way. Start early because the last stretch is exposed.",
          date: "2024-11-09",
        },
        {
          author: "Aarav Sharma",
          rating: 4,
          comment:
            "The kids loved the elephants at Dubare and the Namdroling Monastery was stunning. The drive from Bengaluru is long, so break it at Bylakuppe as planned.",
          date: "2026-01-04",
        },
        {
          author: "Grace Thompson",
          rating: 3.5,
          comment:
            "Beautiful estate and scenery, though Abbey Falls was crowded and Raja's Seat was busy at sunset. The quiet plantation mornings were the real treat.",
          date: "2025-04-19",
        },
      ],
      imageAlt: "Illustration of a planter's bungalow among coffee bushes and mist, Coorg",
    },
  },
  {
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
  },
  {
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
  },
  {
    srNo: 35,
    slug: "mahabalipuram",
    name: "Mahabalipuram",
    state: "Tamil Nadu",
    region: "South India",
    description:
      "Mahabalipuram, also called Mamallapuram, was a busy port of the Pallava kings on the Coromandel Coast south of Chennai. Between the seventh and eighth centuries its sculptors carved cave shrines, monolithic chariot temples and huge open-air reliefs from the granite outcrops, and the group became a UNESCO World Heritage Site in 1984. The Shore Temple, built in the early eighth century, stands right on the beach, while the Pancha Rathas are five shrines carved in place out of the living granite rather than built. The great relief known as Arjuna's Penance or the Descent of the Ganga covers two boulders with gods, people and life-size elephants. Stone carving is still the town's living craft, and a dance festival is held against the monuments each winter.",
    bestSeason: "November to February",
    interests: ["historical", "cultural", "beach"],
    avgPrice: 12000,
    rating: 4.5,
    difficulty: "Easy",
    featured: false,
    scene: "temple",
    imageAlt: "Illustration of the Shore Temple of Mahabalipuram beside the sea at sunset",
    package: {
      name: "Pallava Shore Temples & Kanchipuram Heritage Tour",
      description:
        "Four days on the Coromandel Coast exploring the Pallava monuments of Mahabalipuram with a specialist guide, with a beach resort as your base. A day trip to Kanchipuram adds the great Pallava and later temples of the old capital and its famous silk looms. The route from Chennai passes Dakshinachitra, a living museum of South Indian homes and crafts.",
      highlights: [
        "Shore Temple at sunset",
        "Arjuna's Penance and the Pancha Rathas",
        "Working stone carvers' studios",
        "Kailasanathar temple and silk weavers in Kanchipuram",
        "Dakshinachitra heritage museum",
      ],
      difficulty: "Easy",
      itinerary: [
        {
          title: "Chennai to Mahabalipuram",
          description:
            "Arrive at Chennai airport and drive south along the East Coast Road. Stop at Dakshinachitra at Muttukadu to walk through reassembled traditional homes from the four southern states, then continue to Mahabalipuram, about an hour and a half from the airport in all. Watch the sun set over the Shore Temple.",
          meals: ["Dinner"],
          stay: "Beach resort in Mahabalipuram",
        },
        {
          title: "Pallava monuments",
          description:
            "Spend the morning with the guide at Arjuna's Penance, Krishna's Butter Ball, the Varaha and Mahishasuramardini cave temples and the Olakkanesvara temple beside the lighthouse. After lunch see the Pancha Rathas, five shrines carved in place out of the living granite with elephant and lion sculptures beside them. In the late afternoon visit the stone carvers' workshops along the town's streets.",
          meals: ["Breakfast", "Dinner"],
          stay: "Beach resort in Mahabalipuram",
        },
        {
          title: "Kanchipuram day trip",
          description:
            "Drive about an hour and a half inland to Kanchipuram, the Pallava capital. Visit the sandstone Kailasanathar temple built in the early eighth century, the Ekambareswarar temple with its sacred mango tree and the Kamakshi Amman temple. Watch silk saris being woven on handlooms before a South Indian lunch and the drive back to the coast.",
          meals: ["Breakfast", "Lunch"],
          stay: "Beach resort in Mahabalipuram",
        },
        {
          title: "Tiger Cave and departure",
          description:
            "Visit the Tiger Cave at Saluvankuppam, a rock-cut shrine framed by carved tiger heads a few kilometres north of town. Drive back to Chennai airport, about an hour and a half away.",
          meals: ["Breakfast"],
          stay: null,
        },
      ],
      accommodation: [
        {
          name: "Beach resort in Mahabalipuram",
          type: "Beach resort",
          location: "Beachfront, north of the Shore Temple",
          nights: 3,
          description:
            "Sea-facing cottages in a coconut grove with a pool, a short drive from the monuments.",
        },
      ],
      costItems: [
        { label: "Accommodation (3 nights)", amount: 5400 },
        { label: "Private car from Chennai and Kanchipuram day trip", amount: 2500 },
        { label: "Specialist heritage guide", amount: 1100 },
        { label: "Monument and museum entry fees", amount: 450 },
        { label: "Dinners and Kanchipuram lunch", amount: 700 },
      ],
      inclusions: [
        "Three nights at a beach resort with breakfast",
        "Two dinners and lunch in Kanchipuram",
        "Private air-conditioned car for transfers and sightseeing",
        "Specialist guide in Mahabalipuram and Kanchipuram",
        "Entry fees for the Shore Temple, Pancha Rathas and Dakshinachitra",
        "Visit to stone carvers' and silk weavers' workshops",
      ],
      exclusions: [
        "Flights to Chennai",
        "Dinner on day 3 and other lunches",
        "Camera fees",
        "Silk and sculpture purchases",
        "Tips and personal expenses",
      ],
      gallery: [
        {
          caption: "The Shore Temple",
          alt: "Illustration of a twin-towered granite temple standing on a beach",
          scene: "temple",
        },
        {
          caption: "Arjuna's Penance",
          alt: "Illustration of a huge rock relief crowded with carved gods, people and elephants",
          scene: "monument",
        },
        {
          caption: "The Coromandel coast",
          alt: "Illustration of fishing boats drawn up on a golden beach at sunrise",
          scene: "beach",
        },
      ],
      reviews: [
        {
          author: "Divya Raman",
          rating: 5,
          comment:
            "Our guide pointed out the meditating cat in Arjuna's Penance that we would never have spotted. The Shore Temple at sunset was magical.",
          date: "2025-02-15",
        },
        {
          author: "Charlotte Dubois",
          rating: 4.5,
          comment:
            "The Pancha Rathas and the carvers' studios were the highlights. Kanchipuram's Kailasanathar temple was calm and beautiful, though the drive was hot in the afternoon.",
          date: "2024-01-20",
        },
        {
          author: "Rahul Menon",
          rating: 4,
          comment:
            "The beach resort was relaxing and the Dakshinachitra stop broke the drive from Chennai nicely. Tiger Cave on the last morning was a quick but worthwhile visit.",
          date: "2025-12-13",
        },
      ],
      imageAlt:
        "Illustration of the Pancha Rathas carved from granite with a stone elephant beside them",
    },
  },
];
