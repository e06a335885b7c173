import type { TextDictionary } from "./texts";

/**
 * The Hindi of what the first screen's form (log in) and the shell can say: fetched with the first
 * screen when Hindi is shown, so it stays small (decision 0040). Everything else is in hindi-texts.ts.
 */
export const HINDI_SIGN_IN_TEXTS: TextDictionary = {
  "Email is required": "ईमेल लिखना ज़रूरी है",
  "Email is too long": "ईमेल बहुत लंबा है",
  "Please enter a valid email address": "कृपया सही ईमेल पता लिखें",
  "Password is required": "पासवर्ड लिखना ज़रूरी है",
  // better-auth's answer to a wrong e-mail or password.
  "Invalid email or password": "ईमेल या पासवर्ड ग़लत है",
  // The shell says it when a screen's code could not be fetched (ScreenBoundary), on any screen.
  "Could not reach the server. Check your connection and try again.":
    "सर्वर तक नहीं पहुँच पाए। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।",
};
