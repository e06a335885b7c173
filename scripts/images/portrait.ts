import { darken, lighten, mix } from "./color";
import { createRng, type Rng } from "./random";
import { circle, Defs, el, ellipse, path, rect, svgDocument } from "./svg";

export interface PortraitOptions {
  seed: string;
  /** Goes into <title>: the person's name. */
  title: string;
  /** Free text about the person (bio, speciality); pronouns and a few words steer the drawing. */
  about?: string;
}

type Headwear = "none" | "turban" | "safa" | "woolly" | "cap" | "topi" | "dupatta";

interface Traits {
  feminine: boolean;
  skin: string;
  hair: string;
  hairStyle: "short" | "side" | "curly" | "bald" | "long" | "bun";
  headwear: Headwear;
  beard: boolean;
  moustache: boolean;
  glasses: boolean;
  bindi: boolean;
  earrings: boolean;
  shawl: boolean;
  clothing: string;
  accent: string;
  background: string;
}

const skins = [
  "#f1c9a5",
  "#e3b08a",
  "#d09a70",
  "#c08457",
  "#a86d45",
  "#8f5a37",
  "#774529",
  "#b77a52",
];
const hairColours = ["#1d1714", "#2a1d16", "#3a271b", "#1a1a1f"];
const clothes = [
  "#8c2f39",
  "#2f6f73",
  "#d98a2b",
  "#3b4f8f",
  "#c9a227",
  "#4f7d3a",
  "#b5446e",
  "#6a4c93",
  "#e2e0d8",
  "#2b2f3a",
];
const accents = ["#e8a33d", "#d6452f", "#2c8f7f", "#c8326b", "#f2c94c", "#5b8def"];
const backgrounds = ["#fde7d4", "#dff0e6", "#e2ebfa", "#f7e1ea", "#f4f0d8", "#e8e1f5", "#d9eef0"];

function countWords(text: string, words: RegExp): number {
  return (text.match(words) ?? []).length;
}

function pickTraits(rng: Rng, name: string, about: string): Traits {
  const text = about.toLowerCase();
  const she = countWords(text, /\b(she|her|hers|herself)\b/g);
  const he = countWords(text, /\b(he|his|him|himself)\b/g);
  const feminine = she === he ? rng.chance(0.5) : she > he;
  const older = rng.chance(0.2);
  const hair = older ? rng.pick(["#7d7875", "#9c9893", "#5a5450"]) : rng.pick(hairColours);
  let headwear: Headwear = "none";
  if (/desert|safari|rajasthan|turban|safa/.test(text) && !feminine) headwear = "safa";
  else if (/winter|ski|snow/.test(text)) headwear = "woolly";
  else if (/trek|adventure|wildlife|jungle|safari/.test(text))
    headwear = rng.chance(0.6) ? "cap" : "none";
  else if ((/\bsikh|pagri/.test(text) || /\bsingh\b/i.test(name)) && !feminine) headwear = "turban";
  if (headwear === "none") {
    const roll = rng.next();
    if (feminine) headwear = roll < 0.25 ? "dupatta" : "none";
    else headwear = roll < 0.12 ? "topi" : "none";
  }
  const bearded =
    !feminine && (headwear === "turban" || /kashmir|beard/.test(text) || rng.chance(0.35));
  return {
    feminine,
    skin: rng.pick(skins),
    hair,
    hairStyle: feminine
      ? rng.pick(["long", "bun", "long"])
      : older && rng.chance(0.5)
        ? "bald"
        : rng.pick(["short", "side", "curly"]),
    headwear,
    beard: bearded,
    moustache: !feminine && (bearded || headwear === "safa" || rng.chance(0.5)),
    glasses: rng.chance(older ? 0.6 : 0.25) || /historian|scholar|professor|glasses/.test(text),
    bindi: feminine && rng.chance(0.5),
    earrings: feminine && rng.chance(0.8),
    shawl: feminine ? headwear !== "dupatta" && rng.chance(0.6) : rng.chance(0.2),
    clothing: rng.pick(clothes),
    accent: rng.pick(accents),
    background: rng.pick(backgrounds),
  };
}

const FACE = "M130 182C130 112 270 112 270 182C270 242 240 278 200 280C160 278 130 242 130 182Z";

function hairBack(t: Traits): string {
  if (t.hairStyle === "long")
    return path("M126 186C112 96 288 96 274 186L288 318Q200 344 112 318Z", t.hair);
  if (t.hairStyle === "bun") return circle(200, 102, 30, t.hair);
  return "";
}

function hairFront(t: Traits): string {
  switch (t.hairStyle) {
    case "short":
      return path(
        "M128 186C116 108 172 88 206 92C252 94 286 124 272 186C268 154 254 136 236 128C206 138 168 136 150 128C138 142 131 162 128 186Z",
        t.hair,
      );
    case "side":
      return path(
        "M128 190C114 110 168 86 210 90C256 94 288 128 272 188C266 150 250 130 226 124C196 134 160 150 142 146C134 160 130 174 128 190Z",
        t.hair,
      );
    case "curly": {
      let d = "";
      for (const [x, y, r] of [
        [140, 150, 20],
        [160, 122, 22],
        [190, 108, 24],
        [222, 110, 23],
        [250, 124, 22],
        [264, 152, 19],
        [148, 176, 12],
        [262, 178, 12],
      ] as const) {
        d += `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
      }
      return path(d, t.hair);
    }
    case "bald":
      return path(
        "M130 200C126 172 134 152 142 146L146 196ZM270 200C274 172 266 152 258 146L254 196Z",
        t.hair,
      );
    default:
      return path(
        "M130 200C118 112 178 92 204 94C254 96 286 130 270 200C262 152 238 128 202 122C166 128 140 152 130 200Z",
        t.hair,
      );
  }
}

function headwear(t: Traits): { back: string; front: string } {
  const fold = darken(t.accent, 0.22);
  switch (t.headwear) {
    case "turban":
    case "safa": {
      const front =
        path(
          "M120 176C104 104 150 62 200 60C252 62 298 104 280 176C262 146 232 134 200 142C168 134 138 146 120 176Z",
          t.accent,
        ) +
        path(
          "M128 146Q200 96 272 146M136 118Q200 78 264 118M200 142L176 70M200 142L226 72",
          "none",
          {
            stroke: fold,
            "stroke-width": 5,
            "stroke-linecap": "round",
          },
        );
      const tail =
        t.headwear === "safa"
          ? path("M266 150Q300 210 286 300L268 296Q282 220 252 160Z", t.accent)
          : "";
      return { back: tail, front };
    }
    case "woolly":
      return {
        back: "",
        front:
          path("M124 168C118 96 164 70 200 70C238 70 284 96 276 168Z", t.accent) +
          path("M120 170h160v-22H120Z", lighten(t.accent, 0.25)) +
          circle(200, 66, 16, lighten(t.accent, 0.4)),
      };
    case "cap":
      return {
        back: "",
        front:
          path("M128 158C124 100 168 82 202 82C244 82 280 104 274 158Z", t.accent) +
          path(
            "M128 158Q200 140 274 158L306 166Q300 176 270 172Q200 160 128 170Z",
            darken(t.accent, 0.2),
          ),
      };
    case "topi":
      return {
        back: "",
        front:
          path("M138 140L142 104Q200 88 258 104L262 140Q200 128 138 140Z", "#2a2a30") +
          path("M136 142Q200 128 264 142L262 126Q200 112 138 126Z", t.accent) +
          path("M150 132h100", "none", {
            stroke: lighten(t.accent, 0.5),
            "stroke-width": 3,
            "stroke-dasharray": "6 6",
          }),
      };
    case "dupatta":
      return {
        back: path(
          "M116 214C104 104 166 66 200 66C234 66 296 104 284 214L306 340Q200 360 94 340Z",
          t.accent,
        ),
        front: path("M126 176C134 100 266 100 274 176C260 126 140 126 126 176Z", t.accent),
      };
    default:
      return { back: "", front: "" };
  }
}

export function renderPortrait(options: PortraitOptions): string {
  const rng = createRng(`portrait/${options.seed}`);
  const t = pickTraits(rng, options.title, options.about ?? "");
  const defs = new Defs();
  const skinShade = darken(t.skin, 0.14);
  const bg = defs.radial([
    [0, lighten(t.background, 0.4)],
    [1, t.background],
  ]);
  const wear = headwear(t);
  let body = rect(0, 0, 400, 400, bg);
  body += circle(200, 190, 150, lighten(t.background, 0.5), { opacity: 0.6 });
  body += wear.back;
  if (!wear.back) body += hairBack(t);
  body += path("M66 400C70 322 118 292 200 290C282 292 330 322 334 400Z", t.clothing);
  body += path("M172 236V300Q200 318 228 300V236Z", skinShade);
  body += path(t.feminine ? "M168 292Q200 340 232 292Z" : "M174 292L200 330L226 292Z", skinShade);
  if (!t.feminine) {
    body += path("M200 330V392", "none", { stroke: darken(t.clothing, 0.25), "stroke-width": 3 });
    body += path("M200 344h0M200 362h0M200 380h0", "none", {
      stroke: darken(t.clothing, 0.35),
      "stroke-width": 6,
      "stroke-linecap": "round",
    });
  } else {
    body += path("M168 292Q200 340 232 292", "none", { stroke: t.accent, "stroke-width": 5 });
  }
  if (t.shawl)
    body += path(
      "M92 350L150 292L186 300L150 400H96Z",
      t.feminine ? t.accent : mix(t.clothing, "#d8cfc0", 0.6),
    );
  body += ellipse(132, 200, 12, 18, skinShade) + ellipse(268, 200, 12, 18, skinShade);
  body += path(FACE, t.skin);
  if (t.headwear === "none" || t.headwear === "dupatta" || t.hairStyle === "long") {
    if (!(t.headwear === "turban" || t.headwear === "safa" || t.headwear === "woolly"))
      body += hairFront(t);
  }
  body += wear.front;
  if (t.earrings) body += circle(133, 226, 6, "#e2b33c") + circle(267, 226, 6, "#e2b33c");
  const brow = t.hairStyle === "bald" ? "#5a5450" : darken(t.hair, 0.1);
  body += path("M160 168q14 -9 28 -2M212 166q14 -7 28 2", "none", {
    stroke: brow,
    "stroke-width": 5,
    "stroke-linecap": "round",
  });
  body += ellipse(175, 190, 6.5, 7.5, "#2a1d17") + ellipse(225, 190, 6.5, 7.5, "#2a1d17");
  body += circle(177, 187, 2, "#ffffff") + circle(227, 187, 2, "#ffffff");
  body += path("M200 196q-8 22 -3 27q5 3 10 0", "none", {
    stroke: darken(t.skin, 0.25),
    "stroke-width": 3,
    "stroke-linecap": "round",
  });
  body +=
    circle(160, 224, 11, "#f08a7a", { opacity: 0.1 }) +
    circle(240, 224, 11, "#f08a7a", { opacity: 0.1 });
  if (t.beard) {
    body += path(
      "M132 200C134 252 166 292 200 294C234 292 266 252 268 200C258 232 242 246 228 240Q200 232 172 240C158 246 142 232 132 200Z",
      t.hair,
    );
  }
  body += path("M180 240q20 16 40 0", "none", {
    stroke: "#8a3a3a",
    "stroke-width": 4.5,
    "stroke-linecap": "round",
  });
  if (t.moustache) body += path("M176 234q24 -14 48 0q-24 2 -48 0Z", t.hair);
  if (t.bindi) body += circle(200, 160, 4, "#c8202f");
  if (t.glasses) {
    body += el("path", {
      d: "M154 190a21 19 0 1 0 42 0a21 19 0 1 0 -42 0M204 190a21 19 0 1 0 42 0a21 19 0 1 0 -42 0M196 188q4 -4 8 0M154 186l-20 -4M246 186l20 -4",
      fill: "none",
      stroke: "#2d2a2a",
      "stroke-width": 3.5,
    });
  }
  return svgDocument(400, 400, options.title, defs, body);
}

/** A neutral avatar for people without a picture. */
export function renderPlaceholderAvatar(title: string): string {
  const defs = new Defs();
  const body =
    rect(0, 0, 400, 400, "#e5e7eb") +
    circle(200, 160, 72, "#9ca3af") +
    path("M72 400C76 300 130 262 200 262C270 262 324 300 328 400Z", "#9ca3af");
  return svgDocument(400, 400, title, defs, body);
}
