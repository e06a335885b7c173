import type { SeedGuide } from "@/server/db/seed/types";

export const seedGuides: SeedGuide[] = [
  {
    sno: 1,
    name: "Vikram Rawat",
    specialization: "Adventure & Trekking",
    experience: 13,
    languages: ["Hindi", "English", "Garhwali"],
    regions: [
      "Rishikesh",
      "Ladakh",
      "Manali",
      "Dharamshala",
      "Shimla",
      "Kashmir",
      "Andaman Islands",
      "Neil Island (Shaheed Dweep)",
      "Lakshadweep",
      "Uttarakhand",
      "Himachal Pradesh",
    ],
    maxGroupSize: 12,
    certifications: [
      "Basic Mountaineering Course, NIM Uttarkashi",
      "Advanced Mountaineering Course, NIM Uttarkashi",
      "PADI Divemaster",
      "Wilderness First Responder",
    ],
    verified: true,
    featured: true,
    isAvailable: true,
    description:
      "Born in a village above the Bhagirathi valley, Vikram has spent thirteen seasons leading Himalayan treks, from gentle walks above Dharamshala to high passes in Ladakh and Kashmir. From October to March he swaps boots for fins and guides snorkelling and beginner dive trips in the Andaman and Lakshadweep islands. He paces every group to its slowest walker and never compromises on acclimatisation.",
    imageAlt: "Portrait illustration of Vikram Rawat",
    reviews: [
      {
        author: "Aarav Bansal",
        rating: 5,
        comment:
          "Vikram got our whole group over the Hampta Pass safely, with an extra rest day when two of us felt the altitude. Calm, funny and very knowledgeable about the valleys.",
        date: "2024-07-02",
      },
      {
        author: "Sophie Laurent",
        rating: 5,
        comment:
          "He taught me to snorkel at Neil Island and was endlessly patient. Later he took us to the natural bridge at exactly the right low tide.",
        date: "2025-01-19",
      },
      {
        author: "Harpreet Gill",
        rating: 4.5,
        comment:
          "Excellent on our Ladakh trip: strict about acclimatisation in Leh, which we grumbled about then and appreciated at Khardung La.",
        date: "2025-06-24",
      },
      {
        author: "Daniel Cohen",
        rating: 4.5,
        comment:
          "Great river-side camp near Rishikesh and a well-planned trek to Kunjapuri at sunrise. Good first-aid kit and clear safety briefings.",
        date: "2026-03-15",
      },
    ],
  },
  {
    sno: 2,
    name: "Meera Srivastava",
    specialization: "Cultural & Historical",
    experience: 19,
    languages: ["Hindi", "English", "French"],
    regions: [
      "Agra",
      "Delhi",
      "Jaipur",
      "Udaipur",
      "Varanasi",
      "Khajuraho",
      "Orchha",
      "Gwalior",
      "Sanchi",
      "Amritsar",
      "Uttar Pradesh",
      "Madhya Pradesh",
    ],
    maxGroupSize: 20,
    certifications: [
      "Ministry of Tourism Regional Level Guide",
      "MA in Ancient Indian History, Culture and Archaeology",
    ],
    verified: true,
    featured: true,
    isAvailable: true,
    description:
      "Meera grew up in Lucknow, studied ancient Indian history and has guided for almost two decades across the Mughal, Rajput and Bundela heartlands. Her speciality is the classic circuit of Delhi, Agra, Gwalior, Orchha and Khajuraho, told through the people who built it. She guides fluently in French, plans Agra days around the Friday closure of the Taj Mahal, and loves a good evening aarti on the Varanasi ghats.",
    imageAlt: "Portrait illustration of Meera Srivastava",
    reviews: [
      {
        author: "Élodie Moreau",
        rating: 5,
        comment:
          "Meera's French is impeccable and her stories at Fatehpur Sikri made the empty palaces feel full of life. She also knew the best time to avoid the Taj crowds.",
        date: "2024-02-11",
      },
      {
        author: "Rajesh Khanna",
        rating: 5,
        comment:
          "We did Gwalior, Orchha and Khajuraho with her. She explained the Khajuraho sculptures with great tact for our teenage children.",
        date: "2025-01-08",
      },
      {
        author: "Margaret Wilson",
        rating: 4.5,
        comment:
          "A wonderful morning boat ride on the Ganges with Meera, who explained every ghat. Slightly rushed at the Sarnath museum, otherwise perfect.",
        date: "2025-11-17",
      },
    ],
  },
  {
    sno: 3,
    name: "Ayesha Qureshi",
    specialization: "Food & Culinary",
    experience: 9,
    languages: ["Hindi", "Urdu", "English", "Telugu"],
    regions: [
      "Hyderabad",
      "Delhi",
      "Amritsar",
      "Varanasi",
      "Mumbai",
      "Goa",
      "Bengaluru",
      "Kochi",
      "Alleppey Backwaters",
      "Puducherry",
      "Telangana",
    ],
    maxGroupSize: 10,
    certifications: [
      "FSSAI Food Safety Supervisor (FoSTaC)",
      "Diploma in Food Production, Institute of Hotel Management",
      "Incredible India Tourist Facilitator",
    ],
    verified: true,
    featured: false,
    isAvailable: true,
    description:
      "A trained chef from an old Hyderabadi family, Ayesha left hotel kitchens to show travellers how India really eats. Her walks run from haleem and Irani chai in Hyderabad's old city to Old Delhi's parathas, Amritsari kulchas and toddy-shop fish curry in Kerala. She knows which stalls are hygienic, adjusts every tasting for allergies and spice tolerance, and often ends with a home-cooking session.",
    imageAlt: "Portrait illustration of Ayesha Qureshi",
    reviews: [
      {
        author: "Liam Walsh",
        rating: 5,
        comment:
          "The Charminar food walk during Ramzan was the best night of our India trip. Ayesha steered us to spotless stalls and explained every dish.",
        date: "2024-03-28",
      },
      {
        author: "Neha Kapoor",
        rating: 4.5,
        comment:
          "Her Old Delhi morning of nihari, jalebi and parathas was superb, and she handled my nut allergy carefully at every stop.",
        date: "2025-02-09",
      },
      {
        author: "Kenji Sato",
        rating: 4,
        comment:
          "Very good Fort Kochi seafood tour and a lovely cooking class on the Alleppey houseboat. A bit too much food, if that is a complaint!",
        date: "2025-12-14",
      },
    ],
  },
  {
    sno: 4,
    name: "Lakshmi Narayanan",
    specialization: "Cultural & Heritage",
    experience: 16,
    languages: ["Tamil", "Malayalam", "English", "German"],
    regions: [
      "Madurai",
      "Mahabalipuram",
      "Puducherry",
      "Kochi",
      "Alleppey Backwaters",
      "Munnar",
      "Tamil Nadu",
      "Kerala",
    ],
    maxGroupSize: 15,
    certifications: [
      "Ministry of Tourism Regional Level Guide",
      "Certificate Course in Indian Temple Architecture",
    ],
    verified: true,
    featured: false,
    isAvailable: true,
    description:
      "Lakshmi trained in Bharatanatyam as a child in Madurai and brings that eye for gesture and symbol to South India's temples. She guides the Meenakshi Amman temple, the Pallava shore monuments of Mahabalipuram and the Dutch and Portuguese layers of Fort Kochi. She speaks German fluently, having lived in Stuttgart for three years, and arranges Kathakali and temple music evenings.",
    imageAlt: "Portrait illustration of Lakshmi Narayanan",
    reviews: [
      {
        author: "Katrin Weber",
        rating: 5,
        comment:
          "A tour of the Meenakshi temple in perfect German, with explanations of every gopuram figure. The night ceremony she took us to was unforgettable.",
        date: "2024-01-27",
      },
      {
        author: "Suresh Krishnan",
        rating: 4.5,
        comment:
          "She brought the Pallava carvings at Mahabalipuram to life, especially Arjuna's Penance. Very punctual and well organised.",
        date: "2025-08-03",
      },
    ],
  },
  {
    sno: 5,
    name: "Sandeep Dhurve",
    specialization: "Wildlife & Nature",
    experience: 15,
    languages: ["Hindi", "English", "Gondi"],
    regions: [
      "Kanha National Park",
      "Bandhavgarh National Park",
      "Pachmarhi",
      "Jim Corbett National Park",
      "Ranthambore",
      "Gir National Park",
      "Munnar",
      "Coorg",
      "Ooty",
      "Madhya Pradesh",
    ],
    maxGroupSize: 6,
    certifications: [
      "Naturalist Training Programme, Madhya Pradesh Forest Department",
      "Wilderness First Responder",
      "Bird Identification Course, Bombay Natural History Society",
    ],
    verified: true,
    featured: true,
    isAvailable: true,
    description:
      "Sandeep is a Gond naturalist from a village on the edge of Kanha who began as a park guide at eighteen and now leads wildlife trips across India. He reads pugmarks, alarm calls and bird song with rare patience, and in the monsoon months, when the central Indian core zones close, he takes small groups to the Western Ghats around Munnar, Coorg and Ooty. He keeps jeeps small and quiet.",
    imageAlt: "Portrait illustration of Sandeep Dhurve",
    reviews: [
      {
        author: "Ishaan Mehta",
        rating: 5,
        comment:
          "Sandeep heard a sambar alarm call from far off and had us waiting in exactly the right spot in Kanha; the tigress walked out two minutes later.",
        date: "2024-04-21",
      },
      {
        author: "Rebecca Owens",
        rating: 5,
        comment:
          "A brilliant birder: over 120 species in four days at Bandhavgarh, each one pointed out patiently for a beginner like me.",
        date: "2025-03-06",
      },
      {
        author: "Gaurav Singh",
        rating: 4.5,
        comment:
          "Our monsoon walk in Munnar with him was full of frogs, orchids and Nilgiri tahr at Eravikulam. Knowledgeable and humble.",
        date: "2025-08-12",
      },
      {
        author: "Anita Desai",
        rating: 4.5,
        comment:
          "Calm and informative on three Ranthambore drives. He also taught my son to identify pugmarks by the end of the trip.",
        date: "2026-02-01",
      },
      {
        author: "Pieter de Vries",
        rating: 5,
        comment:
          "The Baiga village walk he arranged near Kanha was as memorable as the safaris. A real gentleman.",
        date: "2026-05-20",
      },
    ],
  },
  {
    sno: 6,
    name: "Mohammad Ashraf Dar",
    specialization: "Winter Sports",
    experience: 17,
    languages: ["Kashmiri", "Urdu", "Hindi", "English"],
    regions: ["Kashmir", "Manali", "Shimla", "Ladakh", "Jammu and Kashmir", "Himachal Pradesh"],
    maxGroupSize: 8,
    certifications: [
      "Ski Instructor Course, Indian Institute of Skiing and Mountaineering, Gulmarg",
      "Advanced Mountaineering Course, JIM&WS Pahalgam",
      "Avalanche Safety Training Level 1",
      "Wilderness First Responder",
    ],
    verified: true,
    featured: false,
    isAvailable: false,
    description:
      "Ashraf grew up in Tangmarg below Gulmarg and was skiing its slopes before he could ride a bicycle. A qualified ski instructor, he teaches complete beginners on the nursery slopes and takes strong skiers to the higher bowls served by the gondola. In other winters he guides snowshoe walks around Manali and Shimla and the frozen-river Chadar trek in Ladakh, with avalanche safety always first.",
    imageAlt: "Portrait illustration of Mohammad Ashraf Dar",
    reviews: [
      {
        author: "Ritika Chawla",
        rating: 5,
        comment:
          "I had never skied before and by day four Ashraf had me coming down the lower Gulmarg slopes on my own. Patient and encouraging.",
        date: "2024-01-30",
      },
      {
        author: "Mark Jensen",
        rating: 4.5,
        comment:
          "Great day of off-piste skiing from the upper gondola station. He checked the avalanche bulletin and our transceivers before every run.",
        date: "2025-02-18",
      },
      {
        author: "Sameer Khan",
        rating: 4,
        comment:
          "Tough but rewarding Chadar trek. He kept our group warm, fed and safe on the ice in minus twenty degrees.",
        date: "2026-01-29",
      },
    ],
  },
  {
    sno: 7,
    name: "Bhanwar Singh Bhati",
    specialization: "Desert Safaris",
    experience: 22,
    languages: ["Hindi", "Marwari", "English", "Italian"],
    regions: ["Jaisalmer", "Jodhpur", "Rann of Kutch", "Rajasthan", "Gujarat"],
    maxGroupSize: 16,
    certifications: [
      "Rajasthan Tourism Approved Guide",
      "First Aid Certificate, St John Ambulance",
    ],
    verified: true,
    featured: false,
    isAvailable: true,
    description:
      "Bhanwar Singh was raised in a village west of Jaisalmer where his family has kept camels for generations. He leads camel treks and overnight dune camps away from the crowded Sam sands, tells the stories of the Jaisalmer and Mehrangarh forts, and runs winter trips to the white salt flats of the Rann of Kutch for the Rann Utsav. He speaks Italian learned from years of guests.",
    imageAlt: "Portrait illustration of Bhanwar Singh Bhati",
    reviews: [
      {
        author: "Giulia Romano",
        rating: 5,
        comment:
          "Two nights camping in the dunes beyond Khuri with Bhanwar Singh, sleeping under more stars than I have ever seen. And he speaks wonderful Italian!",
        date: "2024-12-05",
      },
      {
        author: "Vikas Yadav",
        rating: 4.5,
        comment:
          "His stories of Jaisalmer Fort's havelis and the Bhati rulers made the whole town come alive. The camel ride was gentle enough for our kids.",
        date: "2025-11-02",
      },
      {
        author: "Olivia Grant",
        rating: 4,
        comment:
          "The full-moon night on the white Rann was breathtaking. The drive from Bhuj was long, but he kept us entertained with folk songs.",
        date: "2026-01-04",
      },
    ],
  },
  {
    sno: 8,
    name: "Prakash Kulkarni",
    specialization: "Historical Tours",
    experience: 24,
    languages: ["Marathi", "Hindi", "English", "Japanese"],
    regions: [
      "Ajanta and Ellora",
      "Hampi",
      "Hyderabad",
      "Mysuru",
      "Madurai",
      "Mahabalipuram",
      "Mumbai",
      "Diu",
      "Maharashtra",
      "Karnataka",
      "Tamil Nadu",
    ],
    maxGroupSize: 18,
    certifications: [
      "Ministry of Tourism Regional Level Guide",
      "Post-Graduate Diploma in Archaeology, Deccan College, Pune",
    ],
    verified: true,
    featured: false,
    isAvailable: true,
    description:
      "Prakash trained in archaeology at Deccan College and has spent twenty-four years guiding at the Ajanta and Ellora caves, where he learned Japanese from the many Buddhist pilgrims who visit. He now leads longer history journeys across the Deccan and the south, from the Vijayanagara ruins of Hampi and the Qutb Shahi tombs of Hyderabad to Pallava Mahabalipuram and the Portuguese fort at Diu.",
    imageAlt: "Portrait illustration of Prakash Kulkarni",
    reviews: [
      {
        author: "Hiroshi Yamamoto",
        rating: 5,
        comment:
          "Prakash-san explained the Ajanta murals in clear Japanese and brought a torch to show details in the dim caves. A true scholar.",
        date: "2024-11-23",
      },
      {
        author: "Divya Menon",
        rating: 4.5,
        comment:
          "Two days at Hampi with him were not enough; he knew the story behind every carving at the Vittala temple and the Lotus Mahal.",
        date: "2025-01-14",
      },
      {
        author: "Andrew Mitchell",
        rating: 4.5,
        comment:
          "He worked out the best order to see Ellora's Kailasa temple before the crowds. Fascinating on Rashtrakuta history.",
        date: "2025-12-21",
      },
      {
        author: "Sunita Patil",
        rating: 3.5,
        comment:
          "Very learned, but the Golconda and Qutb Shahi tombs day was packed with too many dates for my parents. Still good value.",
        date: "2026-09-27",
      },
    ],
  },
  {
    sno: 9,
    name: "Bidisha Borah",
    specialization: "Cultural & Historical",
    experience: 4,
    languages: ["Assamese", "Hindi", "English", "Bengali"],
    regions: ["Majuli", "Assam"],
    maxGroupSize: 8,
    certifications: [
      "Certificate in Tourism Studies, Dibrugarh University",
      "Basic First Aid, Indian Red Cross Society",
    ],
    verified: true,
    featured: false,
    isAvailable: true,
    description:
      "Bidisha grew up in Jorhat, a ferry ride from Majuli, and studied tourism before returning home to guide. She introduces travellers to the Neo-Vaishnavite satras, the Sattriya dance and mask traditions and the Mising villages of the river island, and also leads heritage walks through the Ahom monuments around Sivasagar. She is new to our platform and keen to welcome her first guests.",
    imageAlt: "Portrait illustration of Bidisha Borah",
    reviews: [],
  },
];
