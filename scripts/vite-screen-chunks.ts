import path from "node:path";
import type { Plugin } from "vite";

/** The screens a first visit most often opens: their code must not wait on the rest's. */
const HOME = "src/web/routes/home.tsx";
const LOGIN = "src/web/routes/login.tsx";
/** Everything but the screens themselves, the catalogs (one per language) and the map's outline. */
const SHARED_PARTS =
  /[\\/](?:src[\\/](?:shared|web[\\/](?!routes[\\/]|locales[\\/]))|node_modules[\\/](?!@svg-maps[\\/]))/;
/**
 * The form library and what binds it: only screens with a form on their first view need it, and
 * search boxes and filters are not such forms (decision 0049).
 */
const FORMS =
  /[\\/](?:node_modules[\\/](?:react-hook-form|@hookform)[\\/]|src[\\/]web[\\/]components[\\/]ui[\\/]form\.tsx$)/;
/** The date picker: a third of what the screens share, and only the booking form and the guide's calendar show it. */
const CALENDAR = /[\\/]node_modules[\\/](?:react-day-picker|date-fns|@date-fns)[\\/]/;

/**
 * Fewer, larger chunks (decision 0045). Left to itself the bundler gives every set of modules that
 * the same screens share its own file, so a screen opened first came in thirty requests of a
 * kilobyte or two, and on a phone's connection each costs a round trip, however small. Here the
 * first screen's modules form one file; what home and login both need besides, one more; what only
 * login needs, one, and only home, one (so neither grows the other's bytes); and what two or more
 * other screens share, one more, except the date picker and what shows it (the screens with one
 * share those in a file of their own).
 */
export function screenChunks() {
  const reachable = { home: new Set<string>(), login: new Set<string>() };
  /** Modules that import the date picker, directly or through others. */
  const showsCalendar = new Set<string>();
  /** Modules that import the form library, directly or through others. */
  const drivesForms = new Set<string>();
  const plugin: Plugin = {
    name: "yatra-screen-chunks",
    apply: "build",
    buildEnd() {
      for (const [name, file] of [
        ["home", HOME],
        ["login", LOGIN],
      ] as const) {
        const seen = reachable[name];
        const pending = [path.join(process.cwd(), file)];
        while (pending.length > 0) {
          const id = pending.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
      /** Adds to `into` every module that imports one `target` matches, directly or not. */
      const markReaching = (target: RegExp, into: Set<string>) => {
        const known = new Map<string, boolean>();
        const reaches = (id: string): boolean => {
          const answer = known.get(id);
          if (answer !== undefined) return answer;
          known.set(id, false); // a cycle counts once
          const yes = target.test(id) || (this.getModuleInfo(id)?.importedIds ?? []).some(reaches);
          known.set(id, yes);
          if (yes) into.add(id);
          return yes;
        };
        for (const id of this.getModuleIds()) reaches(id);
      };
      markReaching(CALENDAR, showsCalendar);
      markReaching(FORMS, drivesForms);
    },
  };
  const shared = (id: string) => SHARED_PARTS.test(id);
  const groups = [
    // The first screen's modules, in one file rather than seven.
    { name: "app", tags: ["$initial" as const], priority: 4 },
    {
      name: "forms",
      test: (id: string) => FORMS.test(id),
      priority: 3,
      // The form's button, alert and zod stay where the screens without a form find them.
      includeDependenciesRecursively: false,
    },
    {
      name: "first-screen-parts",
      test: (id: string) => shared(id) && reachable.login.has(id) && reachable.home.has(id),
      priority: 3,
    },
    {
      name: "login-parts",
      test: (id: string) => shared(id) && reachable.login.has(id),
      priority: 2,
    },
    { name: "home-parts", test: (id: string) => shared(id) && reachable.home.has(id), priority: 2 },
    {
      name: "screens",
      test: (id: string) =>
        shared(id) &&
        !showsCalendar.has(id) &&
        !drivesForms.has(id) &&
        !reachable.home.has(id) &&
        !reachable.login.has(id),
      minShareCount: 2,
      priority: 1,
      // A captured part's own imports that home or login need stay with them.
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups };
}
