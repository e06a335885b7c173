import { Link } from "react-router";
import { buttonClass } from "../components/ui/field";
import { CalendarIcon, ChatIcon, CheckCircleIcon, UsersIcon } from "../components/ui/icons";
import { canUseDashboard, roleOf, useCurrentUser } from "../features/auth/use-current-user";
import { useGuideApplication } from "../features/guide-application";

const GUIDE_TOOLS = [
  {
    icon: CheckCircleIcon,
    title: "Booking requests",
    text: "New requests from travellers appear here. Accept or reject each one.",
  },
  {
    icon: CalendarIcon,
    title: "Availability",
    text: "Mark yourself available or not available for new bookings.",
  },
  {
    icon: ChatIcon,
    title: "Messages",
    text: "Talk to the travellers on your bookings before the trip.",
  },
];

export default function DashboardScreen() {
  const { user } = useCurrentUser();
  const isGuide = canUseDashboard(roleOf(user));
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:px-6 md:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Dashboard</h1>
      {isGuide ? <GuidePanel /> : <NotAGuidePanel />}
    </div>
  );
}

function GuidePanel() {
  return (
    <section aria-labelledby="guide-tools-heading" className="mt-6">
      <p className="text-stone-600">Your booking requests and availability are managed here.</p>
      <h2 id="guide-tools-heading" className="sr-only">
        What you can do here
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {GUIDE_TOOLS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70">
            <span className="mb-3 inline-flex rounded-xl bg-brand-50 p-3 text-brand-700">
              <Icon className="h-6 w-6" />
            </span>
            <h3 className="font-semibold text-ink">{title}</h3>
            <p className="mt-1 text-sm text-stone-600">{text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 rounded-xl bg-stone-100 px-4 py-3 text-sm text-stone-600">
        Booking requests from travellers will appear here as they book you.
      </p>
    </section>
  );
}

function NotAGuidePanel() {
  const { open, available } = useGuideApplication();
  return (
    <section className="mt-6 rounded-2xl bg-white p-8 shadow-sm ring-1 ring-stone-200/70">
      <span className="inline-flex rounded-xl bg-brand-50 p-3 text-brand-700">
        <UsersIcon className="h-7 w-7" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-ink">The dashboard is for tourist guides</h2>
      <p className="mt-2 max-w-2xl text-stone-600">
        Guides use this page to manage booking requests and their availability. Love showing people
        around your region? Apply to become a tourist guide and our team will contact you.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {available && (
          <button
            type="button"
            onClick={open}
            aria-haspopup="dialog"
            className={buttonClass.primary}
          >
            Join as Tourist Guide
          </button>
        )}
        <Link to="/packages" className={buttonClass.secondary}>
          Browse Tour Packages
        </Link>
      </div>
    </section>
  );
}
