import type { TextDictionary } from "./texts";

/**
 * The Hindi of every validation and error message the shared schemas and the server write in
 * English (decision 0040): the server answers errors with it, and the browser fetches it with the
 * traveller's screens when Hindi is shown. Keys are the English exactly; `{name}` stands for any
 * text (see texts.ts). A test (hindi-texts.test.ts) fails when a message has no entry here.
 */
export const HINDI_TEXTS: TextDictionary = {
  // index.html's start-up text, as the first-screen catalog says it (src/server/http/document.ts).
  "Loading application...": "ऐप खुल रहा है...",
  // General: every request, errors of the server itself
  "Some fields need your attention.": "कुछ जानकारी ठीक करनी है।",
  "Please sign in to continue.": "आगे बढ़ने के लिए कृपया साइन इन करें।",
  "You do not have permission to do that.": "आपको यह करने की अनुमति नहीं है।",
  "{what} not found.": "{what} नहीं मिला।",
  "Booking not found.": "बुकिंग नहीं मिली।",
  "Destination not found.": "जगह नहीं मिली।",
  "Package not found.": "पैकेज नहीं मिला।",
  // Saved places (issue 16)
  "Choose a destination or a package.": "कोई घूमने की जगह या पैकेज चुनें।",
  "Unknown place": "यह जगह हमारी सूची में नहीं है",
  "You can save up to {n} places. Remove some to save more.":
    "आप ज़्यादा से ज़्यादा {n} जगहें सहेज सकते हैं। और सहेजने के लिए कुछ हटाएँ।",
  // The destinations map (issue 16)
  "Latitude must be a number": "अक्षांश एक संख्या होना चाहिए",
  "Longitude must be a number": "देशांतर एक संख्या होना चाहिए",
  "Latitude must be between 6 and 38 (in India)": "अक्षांश 6 और 38 के बीच होना चाहिए (भारत में)",
  "Longitude must be between 68 and 98 (in India)": "देशांतर 68 और 98 के बीच होना चाहिए (भारत में)",
  "Give the latitude too, or neither": "अक्षांश भी दें, या दोनों में से कोई नहीं",
  "Give the longitude too, or neither": "देशांतर भी दें, या दोनों में से कोई नहीं",
  "Closure not found.": "बंदी की जानकारी नहीं मिली।",
  "Conversation not found.": "बातचीत नहीं मिली।",
  "Profile not found.": "प्रोफ़ाइल नहीं मिली।",
  "Blocked dates not found.": "बंद की गई तारीख़ें नहीं मिलीं।",
  "We can't reach our database right now. Please try again in a moment.":
    "हम अभी अपने डेटाबेस तक नहीं पहुँच पा रहे हैं। कृपया थोड़ी देर में फिर से कोशिश करें।",
  "Something went wrong on our side. Please try again.":
    "हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।",
  "You seem to be offline, so this wasn't sent. What you typed is still here: send it again when you're back online.":
    "लगता है आप ऑफ़लाइन हैं, इसलिए यह नहीं भेजा गया। आपने जो लिखा था, वह यहीं है: इंटरनेट वापस आने पर इसे फिर से भेजें।",
  "The request body is not valid JSON.": "भेजा गया अनुरोध सही JSON नहीं है।",
  "The request body must be a JSON object.": "भेजा गया अनुरोध एक JSON ऑब्जेक्ट होना चाहिए।",
  "The request could not be processed.": "यह अनुरोध पूरा नहीं किया जा सका।",
  "The request body is larger than {size} KB.": "भेजा गया अनुरोध {size} KB से बड़ा है।",
  "There is nothing here.": "यहाँ कुछ नहीं है।",
  "No API endpoint {method} {path}.": "{method} {path} नाम का कोई API पता नहीं है।",
  "Not found": "नहीं मिला",
  "Too many attempts. Please wait {wait} and try again.":
    "बहुत ज़्यादा कोशिशें हो गईं। कृपया {wait} रुककर फिर से कोशिश करें।",
  "Too many attempts. Please wait {n} seconds and try again.":
    "बहुत ज़्यादा कोशिशें हो गईं। कृपया {n} सेकंड रुककर फिर से कोशिश करें।",
  "Too many attempts. Please wait {n} minutes and try again.":
    "बहुत ज़्यादा कोशिशें हो गईं। कृपया {n} मिनट रुककर फिर से कोशिश करें।",
  "This request did not come from the Yatra Tours site, so it was refused.":
    "यह अनुरोध यात्रा टूर्स की साइट से नहीं आया, इसलिए इसे मना कर दिया गया।",
  "The request contains a NUL character (U+0000), which we cannot store.":
    "अनुरोध में एक NUL अक्षर (U+0000) है, जिसे हम सहेज नहीं सकते।",
  "A callback address in the request is not a well-formed URL.":
    "अनुरोध में दिया गया एक वापसी पता सही URL नहीं है।",
  "This request key was already used. Please reload the page.":
    "इस अनुरोध की कुंजी पहले ही इस्तेमाल हो चुकी है। कृपया पेज दोबारा लोड करें।",
  "Invalid request key": "अनुरोध की कुंजी सही नहीं है",
  "Please send the {what} as a form upload (multipart/form-data).":
    "कृपया {what} फ़ॉर्म अपलोड (multipart/form-data) के रूप में भेजें।",
  "The upload could not be read. Please choose the {what} again.":
    "अपलोड की गई फ़ाइल पढ़ी नहीं जा सकी। कृपया {what} फिर से चुनें।",
  "This link has expired. Open the document again from the app.":
    "इस लिंक की मियाद ख़त्म हो गई है। ऐप से दस्तावेज़ फिर से खोलें।",
  "This link is not valid.": "यह लिंक सही नहीं है।",
  "Yatra Tours": "यात्रा टूर्स",
  "Yatra Tours Private Limited": "यात्रा टूर्स प्राइवेट लिमिटेड",
  "Yatra Tours: {name}": "यात्रा टूर्स: {name}",
  // What was not found ("{what} not found.") and what an upload is ("Please choose the {what} again")
  Application: "आवेदन",
  Booking: "बुकिंग",
  Calendar: "कैलेंडर",
  Closure: "बंदी",
  Conversation: "बातचीत",
  Destination: "जगह",
  Document: "दस्तावेज़",
  Guide: "गाइड",
  Licence: "लाइसेंस",
  Message: "संदेश",
  Package: "पैकेज",
  Payment: "भुगतान",
  Profile: "प्रोफ़ाइल",
  Refund: "रिफ़ंड",
  User: "उपयोगकर्ता",
  "Blocked dates": "बंद की गई तारीख़ें",
  "Licence document": "लाइसेंस का दस्तावेज़",
  "Test checkout": "टेस्ट चेकआउट",
  "UPI claim": "UPI भुगतान का दावा",
  "UPI payment": "UPI भुगतान",
  document: "दस्तावेज़",
  licence: "लाइसेंस",
  photo: "फ़ोटो",
  picture: "तस्वीर",

  // Lists, pages and search
  "Page must be a number": "पेज एक संख्या होनी चाहिए",
  "Page must be a whole number": "पेज एक पूरी संख्या होनी चाहिए",
  "Page must be 1 or more": "पेज 1 या उससे ज़्यादा होना चाहिए",
  "Page is too large": "पेज की संख्या बहुत बड़ी है",
  "Page size must be a number": "पेज का साइज़ एक संख्या होना चाहिए",
  "Page size must be a whole number": "पेज का साइज़ एक पूरी संख्या होना चाहिए",
  "Page size must be 1 or more": "पेज का साइज़ 1 या उससे ज़्यादा होना चाहिए",
  "Page size must be at most {max}": "पेज का साइज़ ज़्यादा से ज़्यादा {max} हो सकता है",
  "Use a date written YYYY-MM-DD": "तारीख़ YYYY-MM-DD के रूप में लिखें",
  "Search is too long": "खोज का टेक्स्ट बहुत लंबा है",
  "Search text must be at most {max} characters":
    "खोज का टेक्स्ट ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है",
  "Ask for 1 to {max} {items} at a time": "एक बार में 1 से {max} {items} माँगें",
  bookings: "बुकिंग",
  destinations: "जगहें",
  guides: "गाइड",
  packages: "पैकेज",
  "The offset must be a whole number up to {max}": "ऑफ़सेट {max} तक की कोई पूरी संख्या होनी चाहिए",
  "At most 64 characters": "ज़्यादा से ज़्यादा 64 अक्षर",
  "At most 100 characters": "ज़्यादा से ज़्यादा 100 अक्षर",
  "At most 200 characters": "ज़्यादा से ज़्यादा 200 अक्षर",
  "At most 500 characters": "ज़्यादा से ज़्यादा 500 अक्षर",
  "Too long": "बहुत लंबा है",
  Missing: "यह भरना ज़रूरी है",
  "Use true or false": "true या false लिखें",
  "The last day comes before the first": "आख़िरी दिन पहले दिन से पहले का है",
  "Unknown status": "यह स्थिति हमें नहीं पता",
  "Unknown number": "यह नंबर हमें नहीं पता",
  // Names of fields, filled into the messages below
  "{label} is required": "{label} लिखना ज़रूरी है",
  "{label} must be text": "{label} टेक्स्ट होना चाहिए",
  "{label} must be at least {min} characters": "{label} कम से कम {min} अक्षरों का होना चाहिए",
  "{label} must be at most {max} characters": "{label} ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है",
  "{label} cannot contain control characters": "{label} में कंट्रोल अक्षर नहीं हो सकते",
  "{label} must be a valid date": "{label} एक सही तारीख़ होनी चाहिए",
  "{label} must be a valid date (YYYY-MM-DD)": "{label} एक सही तारीख़ (YYYY-MM-DD) होनी चाहिए",
  "{label} cannot be in the past": "{label} बीते हुए दिन की नहीं हो सकती",
  "{label} must be a day of the year, written MM-DD":
    "{label} साल का कोई दिन होना चाहिए, MM-DD के रूप में लिखा हुआ",
  Address: "पता",
  Amount: "रक़म",
  Caption: "कैप्शन",
  Description: "विवरण",
  From: "शुरुआती तारीख़",
  Languages: "भाषाएँ",
  Name: "नाम",
  Overview: "झलक",
  Price: "क़ीमत",
  Reason: "वजह",
  Recipient: "पाने वाला",
  Reply: "जवाब",
  Season: "मौसम",
  State: "राज्य",
  Stay: "ठहराव",
  Subject: "विषय",
  To: "आख़िरी तारीख़",
  Other: "अन्य",
  "Full name": "पूरा नाम",
  "Start date": "शुरुआती तारीख़",
  "End date": "आख़िरी तारीख़",
  "Phone number is required": "फ़ोन नंबर लिखना ज़रूरी है",
  "Phone number is too long": "फ़ोन नंबर बहुत लंबा है",
  "Please enter a valid phone number": "कृपया सही फ़ोन नंबर लिखें",
  "Phone number must be text": "फ़ोन नंबर टेक्स्ट होना चाहिए",

  // Account and sign-in
  "Please choose English or Hindi": "कृपया English या हिन्दी चुनें",
  "Please choose a role": "कृपया एक भूमिका चुनें",
  "Passwords do not match": "दोनों पासवर्ड एक जैसे नहीं हैं",
  "The code has 6 digits": "कोड में 6 अंक होते हैं",
  "Please enter the code": "कृपया कोड लिखें",
  "Please enter a backup code": "कृपया एक बैकअप कोड लिखें",
  "Please enter your current password": "कृपया अपना मौजूदा पासवर्ड लिखें",
  "Name must be text": "नाम टेक्स्ट होना चाहिए",
  "Name must be at most 100 characters": "नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है",
  "Name is too long": "नाम बहुत लंबा है",
  "Picture must be a web address or empty": "तस्वीर एक वेब पता हो या ख़ाली छोड़ें",
  "Password must be at least {min} characters": "पासवर्ड कम से कम {min} अक्षरों का होना चाहिए",
  "Password must be at most {max} characters": "पासवर्ड ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है",
  "Please type {word} in capital letters to confirm":
    "पक्का करने के लिए कृपया {word} बड़े अक्षरों (capital letters) में लिखें",
  "That password is not right.": "यह पासवर्ड सही नहीं है।",
  "That is already your email address.": "यह पहले से ही आपका ईमेल पता है।",
  "This password is too common and easy to guess. Please choose another.":
    "यह पासवर्ड बहुत आम है और आसानी से अंदाज़ा लगाया जा सकता है। कृपया कोई दूसरा चुनें।",
  "Please check your details.": "कृपया अपनी जानकारी जाँच लें।",
  "Please choose a role: user or guide.": "कृपया भूमिका चुनें: यात्री या गाइड।",
  "This account uses two-factor authentication. Please sign in with your password and your authenticator code.":
    "इस खाते में टू-फ़ैक्टर ऑथेंटिकेशन चालू है। कृपया अपने पासवर्ड और ऑथेंटिकेटर ऐप के कोड से साइन इन करें।",
  "Too many failed sign-ins for this account.": "इस खाते में साइन इन की बहुत सारी कोशिशें नाकाम रहीं।",
  "Too many failed sign-ins from your network.": "आपके नेटवर्क से साइन इन की बहुत सारी कोशिशें नाकाम रहीं।",
  "{message} Please wait {wait} and try again.": "{message} कृपया {wait} रुककर फिर से कोशिश करें।",
  "{message} Please wait {n} seconds and try again.": "{message} कृपया {n} सेकंड रुककर फिर से कोशिश करें।",
  "{message} Please wait {n} minutes and try again.":
    "{message} कृपया {n} मिनट रुककर फिर से कोशिश करें।",
  "This code was already used. Please wait for the next code.":
    "यह कोड पहले ही इस्तेमाल हो चुका है। कृपया अगले कोड का इंतज़ार करें।",
  "Banned by an administrator": "एडमिन ने रोक लगाई",
  "Deleted traveller": "हटाया गया यात्री",
  "Travel preferences": "यात्रा की पसंद",

  // Guide applications (Join as a guide)
  "Historical Sites": "ऐतिहासिक जगहें",
  "Adventure Tourism": "एडवेंचर टूरिज़्म",
  "Cultural Tourism": "सांस्कृतिक टूरिज़्म",
  "Wildlife Tourism": "वन्यजीव टूरिज़्म",
  "Food Tourism": "खान-पान टूरिज़्म",
  "Please enter your phone number": "कृपया अपना फ़ोन नंबर लिखें",
  "Please enter your years of experience": "कृपया लिखें कि आपको कितने साल का अनुभव है",
  "Please list the languages you speak": "कृपया लिखें कि आप कौन-कौन सी भाषाएँ बोलते हैं",
  "Experience must be a number": "अनुभव एक संख्या होनी चाहिए",
  "Experience must be a whole number of years": "अनुभव पूरे सालों में लिखें",
  "Experience cannot be negative": "अनुभव शून्य से कम नहीं हो सकता",
  "Experience must be at most 70 years": "अनुभव ज़्यादा से ज़्यादा 70 साल हो सकता है",
  "Please select your specialization": "कृपया अपनी विशेषज्ञता चुनें",
  "About yourself": "अपने बारे में",
  "You must agree to the terms and conditions": "आपको नियम और शर्तें माननी होंगी",
  "This confirmation link is not valid.": "यह पुष्टि का लिंक सही नहीं है।",
  "This confirmation link is not valid. Please open the link from the email exactly as it was sent, or apply again.":
    "यह पुष्टि का लिंक सही नहीं है। कृपया ईमेल में भेजा गया लिंक बिना बदले खोलें, या फिर से आवेदन करें।",
  "This confirmation link has expired: links work for {hours} hours. Please apply again.":
    "इस पुष्टि के लिंक की मियाद ख़त्म हो गई है: लिंक {hours} घंटे तक काम करते हैं। कृपया फिर से आवेदन करें।",

  // Bookings
  "Package is required": "पैकेज चुनना ज़रूरी है",
  "Unknown package": "यह पैकेज हमें नहीं पता",
  "Please select a guide": "कृपया एक गाइड चुनें",
  "Number of travelers is required": "यात्रियों की संख्या लिखना ज़रूरी है",
  "Number of travelers must be a whole number": "यात्रियों की संख्या एक पूरी संख्या होनी चाहिए",
  "At least 1 traveler is required": "कम से कम 1 यात्री होना ज़रूरी है",
  "At most {max} travelers per booking": "एक बुकिंग में ज़्यादा से ज़्यादा {max} यात्री",
  "Special requirements must be at most 2000 characters": "ख़ास ज़रूरतें ज़्यादा से ज़्यादा 2000 अक्षरों में लिखें",
  "End date must be on or after the start date":
    "आख़िरी तारीख़ शुरुआती तारीख़ वाले दिन या उसके बाद की होनी चाहिए",
  "Availability must be true or false": "उपलब्धता true या false होनी चाहिए",
  "Type at least 3 letters or digits to search every guide's bookings.":
    "सभी गाइडों की बुकिंग में खोजने के लिए कम से कम 3 अक्षर या अंक लिखें।",
  "Travellers must be a whole number from 1 to 50": "यात्री 1 से 50 तक की पूरी संख्या होने चाहिए",
  "Unknown guide": "यह गाइड हमें नहीं पता",
  "Unknown booking": "यह बुकिंग हमें नहीं पता",
  "This tour is no longer offered, so it cannot be booked. Please choose another package.":
    "यह टूर अब उपलब्ध नहीं है, इसलिए इसे बुक नहीं किया जा सकता। कृपया कोई दूसरा पैकेज चुनें।",
  "This package does not exist.": "यह पैकेज मौजूद नहीं है।",
  "This guide is not available for this package. Please choose another.":
    "यह गाइड इस पैकेज के लिए उपलब्ध नहीं है। कृपया कोई दूसरा गाइड चुनें।",
  "This guide takes groups of up to {max} people.":
    "ये गाइड ज़्यादा से ज़्यादा {max} लोगों का ग्रुप ले जाते हैं।",
  "This request overlaps a booking that already holds those dates (confirmed, or accepted and awaiting payment), so it stays pending.":
    "इन तारीख़ों पर पहले से एक बुकिंग है (पक्की, या स्वीकार हो चुकी और भुगतान बाकी), इसलिए यह अनुरोध मंज़ूरी बाकी ही रहेगा।",
  "You have blocked some of these days in your calendar. Free them first, or reject this request.":
    "आपने अपने कैलेंडर में इनमें से कुछ दिन बंद किए हुए हैं। पहले उन्हें खोलें, या यह अनुरोध नामंज़ूर करें।",
  "This booking is {status}, so it can no longer be {decision}.":
    "इस बुकिंग की स्थिति “{status}” है, इसलिए अब इसे {decision} नहीं किया जा सकता।",
  "A {status} booking cannot be cancelled.": "“{status}” स्थिति वाली बुकिंग रद्द नहीं की जा सकती।",
  "Nothing is due on this booking (it is {status}).":
    "इस बुकिंग पर अभी कुछ भी देना बाकी नहीं है (स्थिति: {status})।",
  pending: "मंज़ूरी बाकी",
  "awaiting payment": "भुगतान बाकी",
  confirmed: "पक्की",
  cancelled: "रद्द",
  completed: "पूरी हुई",
  expired: "समय निकल गया",
  accepted: "स्वीकार",
  "This booking changed meanwhile. Please reload.":
    "इस बीच यह बुकिंग बदल गई है। कृपया पेज दोबारा लोड करें।",
  "The bookings took too long to load. Please try again.":
    "बुकिंग लोड होने में बहुत समय लग गया। कृपया फिर से कोशिश करें।",
  "The bookings took too long to load. Narrow the filters and try again.":
    "बुकिंग लोड होने में बहुत समय लग गया। फ़िल्टर थोड़े सीमित करके फिर से कोशिश करें।",
  "This search matches too many bookings to list quickly. Add more letters or choose a status.":
    "यह खोज इतनी ज़्यादा बुकिंग से मेल खाती है कि उन्हें जल्दी दिखाया नहीं जा सकता। कुछ और अक्षर लिखें या कोई स्थिति चुनें।",
  "Only guides with a guide profile set their availability.":
    "सिर्फ़ गाइड प्रोफ़ाइल वाले गाइड ही अपनी उपलब्धता तय करते हैं।",
  "Cancelled by Yatra Tours for the traveller, {days} days before the start: {reason}":
    "यात्री की ओर से यात्रा टूर्स ने शुरुआत से {days} दिन पहले रद्द किया: {reason}",
  "Cancelled by the traveller, {days} days before the start":
    "यात्री ने शुरुआत से {days} दिन पहले रद्द किया",
  "Tours can be booked up to a year ahead: choose a start date on or before {date}.":
    "टूर ज़्यादा से ज़्यादा एक साल पहले तक बुक किए जा सकते हैं: {date} या उससे पहले की शुरुआती तारीख़ चुनें।",
  "This package lasts {count} {unit}, so a tour starting on {start} ends on {end}.":
    "यह पैकेज {count} {unit} का है, इसलिए {start} को शुरू होने वाला टूर {end} को ख़त्म होगा।",
  day: "दिन",
  days: "दिन",
  "{destination} is closed from {start} to {end} ({reason}), and this tour would fall in it. Please choose another start date.":
    "{destination} {start} से {end} तक बंद है ({reason}), और यह टूर उसी दौरान पड़ेगा। कृपया कोई दूसरी शुरुआती तारीख़ चुनें।",
  "{guide} does not work on {weekday}s, and this tour includes {date}. Please choose another start date or guide.":
    "{guide} {weekday} को काम नहीं करते, और इस टूर में {date} शामिल है। कृपया कोई दूसरी शुरुआती तारीख़ या गाइड चुनें।",
  Monday: "सोमवार",
  Tuesday: "मंगलवार",
  Wednesday: "बुधवार",
  Thursday: "गुरुवार",
  Friday: "शुक्रवार",
  Saturday: "शनिवार",
  Sunday: "रविवार",
  "{guide} is not available from {start} to {end}. Please choose another start date or guide.":
    "{guide} {start} से {end} तक उपलब्ध नहीं हैं। कृपया कोई दूसरी शुरुआती तारीख़ या गाइड चुनें।",
  "{guide} is already booked on those dates. Please choose other dates or another guide.":
    "{guide} उन तारीख़ों पर पहले से बुक हैं। कृपया दूसरी तारीख़ें या कोई दूसरा गाइड चुनें।",
  // Reviews
  "Please choose a rating": "कृपया रेटिंग चुनें",
  "Ratings go from 1 to 5 stars": "रेटिंग 1 से 5 स्टार तक होती है",
  "Ratings go in half stars": "रेटिंग आधे-आधे स्टार में दी जाती है",
  "Please write a few words": "कृपया कुछ शब्द लिखें",
  "Reviews can be at most 2000 characters": "रिव्यू ज़्यादा से ज़्यादा 2000 अक्षरों का हो सकता है",
  "You have already reviewed this booking.": "आप इस बुकिंग का रिव्यू पहले ही दे चुके हैं।",
  "You can review your guide once the tour is over.":
    "टूर पूरा होने के बाद आप अपने गाइड का रिव्यू दे सकते हैं।",

  // Catalogue: regions, interests, search and filters
  "North India": "उत्तर भारत",
  "West India": "पश्चिम भारत",
  "South India": "दक्षिण भारत",
  "Central India": "मध्य भारत",
  Islands: "द्वीप",
  historical: "ऐतिहासिक",
  cultural: "संस्कृति",
  adventure: "एडवेंचर",
  beach: "समुद्र तट",
  nightlife: "नाइटलाइफ़",
  nature: "प्रकृति",
  spiritual: "आध्यात्मिक",
  food: "खान-पान",
  wildlife: "वन्यजीव",
  Easy: "आसान",
  Moderate: "मध्यम",
  Challenging: "कठिन",
  "All Difficulties": "सभी स्तर",
  "All Regions": "सभी क्षेत्र",
  "All Interests": "सभी रुचियाँ",
  "Price: Low to High": "क़ीमत: कम से ज़्यादा",
  "Price: High to Low": "क़ीमत: ज़्यादा से कम",
  "Duration: Shortest First": "अवधि: सबसे छोटा पहले",
  "Unknown difficulty": "यह कठिनाई का स्तर हमें नहीं पता",
  "Unknown region": "यह क्षेत्र हमें नहीं पता",
  "Unknown sort": "यह क्रम हमें नहीं पता",
  "Unknown interest": "यह रुचि हमें नहीं पता",
  "The lowest price cannot be above the highest": "सबसे कम क़ीमत सबसे ज़्यादा क़ीमत से ऊपर नहीं हो सकती",
  "Prices are whole rupees from {min} to {max}": "क़ीमतें {min} से {max} तक पूरे रुपयों में होती हैं",
  "A package id looks like dest_1: 'dest_' followed by the destination number.":
    "पैकेज ID dest_1 जैसा होता है: 'dest_' के बाद जगह का नंबर।",

  // Guides: specialities, profile, search
  "Adventure & Trekking": "एडवेंचर और ट्रेकिंग",
  "Cultural & Historical": "संस्कृति और इतिहास",
  "Food & Culinary": "खान-पान और पाक-कला",
  "Cultural & Heritage": "संस्कृति और विरासत",
  "Wildlife & Nature": "वन्यजीव और प्रकृति",
  "Winter Sports": "सर्दियों के खेल",
  "Desert Safaris": "रेगिस्तान सफ़ारी",
  "Historical Tours": "ऐतिहासिक टूर",
  "All Specializations": "सभी विशेषज्ञताएँ",
  "Highest Rated": "सबसे ऊँची रेटिंग",
  "Most Experienced": "सबसे ज़्यादा अनुभवी",
  "Not specified": "नहीं बताया गया",
  "Not listed": "सूची में नहीं",
  "Usually responds within an hour": "आम तौर पर एक घंटे में जवाब देते हैं",
  "Usually responds within a day": "आम तौर पर एक दिन में जवाब देते हैं",
  "Usually responds within {hours} hours": "आम तौर पर {hours} घंटे में जवाब देते हैं",
  "Usually responds within {days} days": "आम तौर पर {days} दिन में जवाब देते हैं",
  "Unknown specialization": "यह विशेषज्ञता हमें नहीं पता",
  "A language is at most {max} characters": "भाषा का नाम ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है",
  "A guide number is a whole number": "गाइड का नंबर एक पूरी संख्या होता है",
  "Tell travellers about yourself": "यात्रियों को अपने बारे में बताएँ",
  "Write at least 30 characters about yourself": "अपने बारे में कम से कम 30 अक्षर लिखें",
  "Keep it under 2000 characters": "इसे 2000 अक्षरों से कम रखें",
  "Choose at least one destination you cover": "कम से कम एक ऐसी जगह चुनें जहाँ आप घुमाते हैं",
  "Choose at most 60 destinations": "ज़्यादा से ज़्यादा 60 जगहें चुनें",
  "Choose your speciality": "अपनी विशेषज्ञता चुनें",
  "Years of experience must be a number": "अनुभव के साल एक संख्या होनी चाहिए",
  "Whole years, please": "कृपया पूरे साल लिखें",
  "Years cannot be negative": "साल शून्य से कम नहीं हो सकते",
  "At most 70 years": "ज़्यादा से ज़्यादा 70 साल",
  "Group size must be a number": "ग्रुप का साइज़ एक संख्या होना चाहिए",
  "Group size must be a whole number": "ग्रुप का साइज़ एक पूरी संख्या होना चाहिए",
  "Take at least one traveller": "कम से कम एक यात्री को ले जाएँ",
  "At most {max} travellers per group": "एक ग्रुप में ज़्यादा से ज़्यादा {max} यात्री",
  "Listed must be true or false": "सूची में दिखना true या false होना चाहिए",
  "Add at least one {item}": "कम से कम एक {item} जोड़ें",
  "Add at least {min} {item}": "कम से कम {min} {item} जोड़ें",
  one: "एक",
  "Add at most {max} {item}s": "ज़्यादा से ज़्यादा {max} {item} जोड़ें",
  "Each {item} can be at most {max} characters": "हर {item} ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है",
  language: "भाषा",
  certification: "सर्टिफ़िकेट",
  "Add at most {max} languages": "ज़्यादा से ज़्यादा {max} भाषाएँ जोड़ें",
  "Add a photo of yourself": "अपनी एक फ़ोटो जोड़ें",
  "Only guides with a guide profile can edit one.":
    "सिर्फ़ गाइड प्रोफ़ाइल वाले गाइड ही उसमें बदलाव कर सकते हैं।",
  "Choose destinations from the catalogue's list.": "जगहें कैटलॉग की सूची में से चुनें।",

  // Payments, refunds and invoices
  "Enter a valid 15-character GSTIN (for example 27AAPFU0939F1ZV).":
    "15 अक्षरों का सही GSTIN लिखें (जैसे 27AAPFU0939F1ZV)।",
  "Business name must be at most 200 characters":
    "कारोबार का नाम ज़्यादा से ज़्यादा 200 अक्षरों का हो सकता है",
  "Choose how to pay": "भुगतान का तरीक़ा चुनें",
  "Enter the business name registered with this GSTIN": "इस GSTIN के साथ रजिस्टर्ड कारोबार का नाम लिखें",
  "Choose what the test payment should do": "चुनें कि टेस्ट भुगतान में क्या होना चाहिए",
  "Enter the 12-digit UTR from your UPI app": "अपने UPI ऐप से 12 अंकों का UTR लिखें",
  "A UTR is the 12-digit number your UPI app shows for the payment":
    "UTR 12 अंकों का वह नंबर है जो आपका UPI ऐप भुगतान के लिए दिखाता है",
  "Enter the amount to refund": "रिफ़ंड की रक़म लिखें",
  "The refund must be more than ₹0": "रिफ़ंड ₹0 से ज़्यादा होना चाहिए",
  "That is more than any booking costs": "यह किसी भी बुकिंग की क़ीमत से ज़्यादा है",
  "Use at most two decimals (paise)": "दशमलव के बाद ज़्यादा से ज़्यादा दो अंक (पैसे) लिखें",
  "Say why the money goes back": "बताएँ कि पैसे क्यों लौटाए जा रहे हैं",
  "Enter the bank reference of the transfer": "ट्रांसफ़र का बैंक संदर्भ नंबर लिखें",
  "Due once the request is accepted": "अनुरोध स्वीकार होने पर देना होगा",
  "Nothing paid": "कुछ भुगतान नहीं हुआ",
  "Awaiting the traveller's payment of {amount}": "यात्री के {amount} के भुगतान का इंतज़ार है",
  "Awaiting the traveller's payment of {amount}; dates held until {time}":
    "यात्री के {amount} के भुगतान का इंतज़ार है; तारीख़ें {time} तक रोकी गई हैं",
  "Deposit of {paid} paid; balance of {due} due": "{paid} की अग्रिम राशि चुकाई गई; {due} देना बाकी है",
  "Deposit of {paid} paid; balance of {due} due by {date}":
    "{paid} की अग्रिम राशि चुकाई गई; बाकी {due} {date} तक देने हैं",
  "Paid in full: {amount}": "पूरा भुगतान हो गया: {amount}",
  "Refund of {amount} in progress": "{amount} का रिफ़ंड हो रहा है",
  "Refunded: {amount}": "रिफ़ंड हो गया: {amount}",
  "Paid {paid}, refunded {refunded}": "{paid} चुकाए, {refunded} रिफ़ंड हुए",
  "Unknown payment": "यह भुगतान हमें नहीं पता",
  "Unknown refund": "यह रिफ़ंड हमें नहीं पता",
  "Unknown document": "यह दस्तावेज़ हमें नहीं पता",
  "The payment service is not answering. Nothing was charged; please try again in a minute.":
    "भुगतान सेवा जवाब नहीं दे रही है। कोई पैसा नहीं कटा; कृपया एक मिनट बाद फिर से कोशिश करें।",
  "The payment service refused this: {reason}": "भुगतान सेवा ने इसे मना कर दिया: {reason}",
  "The 24 hours to pay for this booking have passed, so the guide's dates were released. Please book again.":
    "इस बुकिंग का भुगतान करने के 24 घंटे बीत चुके हैं, इसलिए गाइड की तारीख़ें छोड़ दी गईं। कृपया फिर से बुक करें।",
  "You can pay once the guide accepts your request.":
    "गाइड के आपका अनुरोध स्वीकार करने के बाद आप भुगतान कर सकते हैं।",
  "Paying by UPI app is not offered here.": "यहाँ UPI ऐप से भुगतान की सुविधा नहीं है।",
  "Paid after the booking was no longer held": "बुकिंग की रोक ख़त्म होने के बाद भुगतान हुआ",
  "The provider could not pay this refund.": "भुगतान सेवा यह रिफ़ंड नहीं दे सकी।",
  "This payment could not be verified.": "इस भुगतान की पुष्टि नहीं हो सकी।",
  "The refund is larger than what was paid.": "रिफ़ंड चुकाई गई रक़म से ज़्यादा है।",
  "A refund cannot be larger than what is paid and not yet refunded ({amount} rupees).":
    "रिफ़ंड उस रक़म से ज़्यादा नहीं हो सकता जो चुकाई गई है और अभी लौटाई नहीं गई ({amount} रुपये)।",
  "This server does not take payments through {provider}.": "यह सर्वर {provider} से भुगतान नहीं लेता।",
  "Yatra booking {reference}": "यात्रा बुकिंग {reference}",
  "Open the UPI payment for this booking first.": "पहले इस बुकिंग का UPI भुगतान खोलें।",
  "This payment has already been made.": "यह भुगतान पहले ही हो चुका है।",
  "The payment did not go through.": "भुगतान नहीं हो सका।",
  "Nobody has reported paying this UPI request.":
    "किसी ने इस UPI अनुरोध का भुगतान करने की सूचना नहीं दी है।",
  "This UTR is not the one the payer gave.": "यह UTR वह नहीं है जो भुगतान करने वाले ने दिया था।",
  "This UTR has already been matched to a payment.": "यह UTR पहले ही एक भुगतान से मिलाया जा चुका है।",
  "No transfer with this UTR reached the company's account.":
    "इस UTR वाला कोई ट्रांसफ़र कंपनी के खाते में नहीं पहुँचा।",
  "This refund is already {state}.": "यह रिफ़ंड पहले ही {state} हो चुका है।",
  processed: "पूरा",
  failed: "नाकाम",
  "Balance not paid by its due date": "बाकी रक़म तय तारीख़ तक नहीं चुकाई गई",
  "Payment failed: the UPI app declined it.": "भुगतान नहीं हुआ: UPI ऐप ने इसे मना कर दिया।",
  "Your card was declined by the bank.": "बैंक ने आपका कार्ड मना कर दिया।",
  "Test payment: no money moves": "टेस्ट भुगतान: कोई पैसा नहीं कटता",
  "The id provided does not exist": "दी गई ID मौजूद नहीं है",
  "The payment has not been captured": "भुगतान अभी लिया नहीं गया है",
  "The refund amount provided is greater than amount captured": "रिफ़ंड की रक़म ली गई रक़म से ज़्यादा है",
  "Razorpay could not be reached.": "Razorpay से संपर्क नहीं हो सका।",
  "Razorpay answered {status}.": "Razorpay ने {status} जवाब दिया।",
  "Test checkout (no money moved)": "टेस्ट चेकआउट (कोई पैसा नहीं कटा)",
  "UPI transfer (UTR)": "UPI ट्रांसफ़र (UTR)",
  Deposit: "अग्रिम राशि",
  Balance: "बाकी रक़म",
  "Full payment": "पूरा भुगतान",
  deposit: "अग्रिम राशि",
  balance: "बाकी रक़म",
  "full payment": "पूरा भुगतान",
  "Tax invoice": "टैक्स इनवॉइस",
  "Credit note": "क्रेडिट नोट",
  "Total paid": "कुल भुगतान",
  "Total refunded": "कुल रिफ़ंड",
  "Paid through": "भुगतान का ज़रिया",
  "Refunded through": "रिफ़ंड का ज़रिया",
  "Prices include GST. Tax is not payable on reverse charge.":
    "क़ीमतों में GST शामिल है। रिवर्स चार्ज पर टैक्स देय नहीं है।",
  "This is a computer-generated document and needs no signature.":
    "यह कंप्यूटर से बना दस्तावेज़ है और इस पर हस्ताक्षर की ज़रूरत नहीं है।",
  "Against invoice: {number}": "इनवॉइस के बदले: {number}",
  "Place of supply: state code {code}": "आपूर्ति की जगह: राज्य कोड {code}",

  // Photos and pictures
  "The file is empty. Please choose a photo.": "फ़ाइल ख़ाली है। कृपया एक फ़ोटो चुनें।",
  "Please choose a photo to upload.": "कृपया अपलोड करने के लिए एक फ़ोटो चुनें।",
  "Please choose a JPEG, PNG, WebP or AVIF photo.": "कृपया JPEG, PNG, WebP या AVIF फ़ोटो चुनें।",
  "SVG files are not accepted: an SVG can carry script. Please upload a JPEG, PNG, WebP or AVIF photo.":
    "SVG फ़ाइलें नहीं ली जातीं: SVG में स्क्रिप्ट हो सकती है। कृपया JPEG, PNG, WebP या AVIF फ़ोटो अपलोड करें।",
  "That photo could not be read. It may be damaged; please choose another.":
    "यह फ़ोटो पढ़ी नहीं जा सकी। हो सकता है यह ख़राब हो; कृपया कोई दूसरी चुनें।",
  "Many photos are being processed right now. Please try again in a moment.":
    "अभी बहुत सारी फ़ोटो पर काम चल रहा है। कृपया थोड़ी देर में फिर से कोशिश करें।",
  "Photos can be at most {max} MB. Please choose a smaller file or export it at a lower resolution.":
    "फ़ोटो ज़्यादा से ज़्यादा {max} MB की हो सकती है। कृपया छोटी फ़ाइल चुनें या उसे कम रिज़ॉल्यूशन पर एक्सपोर्ट करें।",
  "That image has too many pixels to process (at most {max} megapixels). Please choose a smaller one.":
    "इस तस्वीर में बहुत ज़्यादा पिक्सेल हैं (ज़्यादा से ज़्यादा {max} मेगापिक्सेल)। कृपया कोई छोटी तस्वीर चुनें।",
  "Images can be at most 5 MB.": "तस्वीरें ज़्यादा से ज़्यादा 5 MB की हो सकती हैं।",
  "The file is empty.": "फ़ाइल ख़ाली है।",
  "Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).":
    "कृपया तस्वीर की फ़ाइल चुनें (JPEG, PNG, WebP, GIF या AVIF)।",
  "Please choose a picture to upload.": "कृपया अपलोड करने के लिए एक तस्वीर चुनें।",
  "That image has too many pixels. Please choose one of at most 50 megapixels.":
    "इस तस्वीर में बहुत ज़्यादा पिक्सेल हैं। कृपया ज़्यादा से ज़्यादा 50 मेगापिक्सेल की तस्वीर चुनें।",
  "That image could not be read. It may be damaged; please choose another.":
    "यह तस्वीर पढ़ी नहीं जा सकी। हो सकता है यह ख़राब हो; कृपया कोई दूसरी चुनें।",

  // Contact, inbox, messages and newsletter
  "Status must be new, answered, closed or all":
    "स्थिति इनमें से एक होनी चाहिए: नया, जवाब दिया गया, बंद या सभी",
  "Unknown message": "यह संदेश हमें नहीं पता",
  "This unsubscribe link is not valid.": "सदस्यता छोड़ने का यह लिंक सही नहीं है।",
  "Status must be pending, confirmed, unsubscribed or all":
    "स्थिति इनमें से एक होनी चाहिए: पुष्टि बाकी, पक्की, सदस्यता छोड़ी या सभी",
  "Subject must be one line": "विषय एक ही पंक्ति में लिखें",
  "Please write a message": "कृपया एक संदेश लिखें",
  "Messages can be at most {max} characters": "संदेश ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है",
  "This confirmation link has expired: links work for {hours} hours. Please subscribe again.":
    "इस पुष्टि के लिंक की मियाद ख़त्म हो गई है: लिंक {hours} घंटे तक काम करते हैं। कृपया फिर से सदस्यता लें।",
  "{problem} Please open the link from the email exactly as it was sent, or subscribe again.":
    "{problem} कृपया ईमेल में भेजा गया लिंक बिना बदले खोलें, या फिर से सदस्यता लें।",
  "{problem} Please open the link from the email exactly as it was sent.":
    "{problem} कृपया ईमेल में भेजा गया लिंक बिना बदले खोलें।",
  "Contact form: {subject}": "संपर्क फ़ॉर्म: {subject}",
  "About guide: {name} (#{number})": "गाइड के बारे में: {name} (#{number})",

  // Languages guides speak (their profiles name them in English)
  Hindi: "हिन्दी",
  English: "अंग्रेज़ी",
  Urdu: "उर्दू",
  Bengali: "बांग्ला",
  Marathi: "मराठी",
  Tamil: "तमिल",
  Telugu: "तेलुगु",
  Kannada: "कन्नड़",
  Malayalam: "मलयालम",
  Gujarati: "गुजराती",
  Punjabi: "पंजाबी",
  Odia: "ओड़िया",
  Assamese: "असमिया",
  Kashmiri: "कश्मीरी",
  Konkani: "कोंकणी",
  Marwari: "मारवाड़ी",
  Rajasthani: "राजस्थानी",
  Garhwali: "गढ़वाली",
  Kumaoni: "कुमाऊँनी",
  Ladakhi: "लद्दाख़ी",
  Nepali: "नेपाली",
  Sanskrit: "संस्कृत",
  Gondi: "गोंडी",
  French: "फ़्रेंच",
  German: "जर्मन",
  Spanish: "स्पैनिश",
  Italian: "इतालवी",
  Japanese: "जापानी",
  Russian: "रूसी",
  Chinese: "चीनी",
  Arabic: "अरबी",

  // Travel assistant
  "Please enter your travel requirements": "कृपया अपनी यात्रा की ज़रूरतें लिखें",
  "Please keep your request under {max} characters": "कृपया अपना अनुरोध {max} अक्षरों से कम रखें",
};
