import { Trans, useLingui } from "@lingui/react/macro";
import { COMPANY, COMPANY_TEXTS } from "./company-details";

const DIRECTIONS_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(COMPANY.address)}`;
const RADIAL_ANGLES = [0, 45, 90, 135, 180, 225, 270, 315];

/** A drawn map of central New Delhi: the page works offline, so no map tiles are loaded. */
export function OfficeMap() {
  const { t, i18n } = useLingui();
  const address = i18n._(COMPANY_TEXTS.address);
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <svg
        role="img"
        aria-label={t`Map of central New Delhi showing our office at ${address}`}
        viewBox="0 0 400 280"
        className="block h-auto w-full"
      >
        <rect width="400" height="280" fill="#f6f1e7" />
        <path d="M0 200 C60 190 90 230 140 228 L140 280 L0 280Z" fill="#dcebc8" />
        <rect x="250" y="225" width="150" height="55" fill="#dcebc8" />
        <path d="M300 0 C320 40 340 60 400 70 L400 0Z" fill="#e3ddd0" />
        <g stroke="#fff" strokeLinecap="round">
          {RADIAL_ANGLES.map((angle) => {
            const rad = (angle * Math.PI) / 180;
            return (
              <line
                key={angle}
                x1={200}
                y1={105}
                x2={200 + Math.cos(rad) * 190}
                y2={105 + Math.sin(rad) * 190}
                strokeWidth="7"
              />
            );
          })}
          <path d="M200 105 L214 280" strokeWidth="10" />
          <path d="M0 250 L400 250" strokeWidth="10" />
          <path d="M200 0 L200 60" strokeWidth="8" />
        </g>
        <circle cx="200" cy="105" r="48" fill="none" stroke="#fff" strokeWidth="9" />
        <circle cx="200" cy="105" r="30" fill="none" stroke="#fff" strokeWidth="7" />
        <circle cx="200" cy="105" r="18" fill="#cfe3b4" stroke="#fff" strokeWidth="4" />
        <g fontFamily="system-ui, sans-serif" fill="#57534e" fontSize="10">
          <text x="200" y="38" textAnchor="middle">
            {t`New Delhi Railway Station`}
          </text>
          <text x="262" y="96">
            {t`Connaught Place`}
          </text>
          <text x="200" y="108" textAnchor="middle" fontSize="8">
            {t`Rajiv Chowk`}
          </text>
          <text x="222" y="214" transform="rotate(-86 222 214)">
            {t`Janpath`}
          </text>
          <text x="20" y="243">
            {t`Kartavya Path`}
          </text>
          <text x="330" y="272" textAnchor="middle">
            {t`India Gate`}
          </text>
        </g>
        <path d="M324 250 v-14 a6 6 0 0 1 12 0 v14" fill="none" stroke="#78716c" strokeWidth="3" />
        <g transform="translate(205 168)">
          <circle r="16" fill="#c2410c" opacity="0.18" />
          <path d="M0 6 C-9 -4 -11 -8 -11 -13 a11 11 0 0 1 22 0 c0 5 -2 9 -11 19z" fill="#c2410c" />
          <circle cy="-13" r="4" fill="#fff" />
        </g>
        <rect x="222" y="150" width="86" height="22" rx="11" fill="#fff" stroke="#fed7aa" />
        <text
          x="265"
          y="165"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
          fontSize="11"
          fontWeight="700"
          fill="#9a3412"
        >
          {i18n._(COMPANY_TEXTS.name)}
        </text>
      </svg>
      <figcaption className="flex flex-col gap-2 border-t border-stone-200 px-5 py-4 text-sm sm:flex-row sm:items-center sm:justify-between">
        <span className="text-stone-700">{address}</span>
        <a
          href={DIRECTIONS_URL}
          target="_blank"
          rel="noreferrer"
          className="shrink-0 font-semibold text-brand-700 hover:underline"
        >
          <Trans>Get directions</Trans>
        </a>
      </figcaption>
    </figure>
  );
}
