import { type ComponentProps, type MouseEvent, use } from "react";
import { UNSAFE_NavigationContext, useLocation } from "react-router";

export type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** An address inside the app, from its root: "/packages?sort=price". */
  to: string;
  /** Replaces the current entry of the history instead of adding one. */
  replace?: boolean;
};

/** A plain left click, which the app handles itself; any other opens the address as the browser does. */
function isAppClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === "_self") &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A link inside the app: an anchor whose plain click the router takes. React Router's `<Link>` ran
 * about fifteen hooks per link on every render (resolving relative paths and prefetching this app
 * does not use), a measurable part of taking a screen over on a phone (decision 0056); this one
 * reads the router's navigator and nothing else. Every address is absolute, so nothing resolves.
 */
export function Link({ to, replace, onClick, target, ...props }: LinkProps) {
  const { navigator } = use(UNSAFE_NavigationContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isAppClick(event, target)) return;
    event.preventDefault();
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    // As React Router does: following a link to the page on view does not add a history entry.
    if (replace ?? here === to) navigator.replace(to);
    else navigator.push(to);
  };
  return <a {...props} href={to} target={target} onClick={follow} />;
}

/**
 * Whether a link's address is where the reader is, as React Router's `NavLink` decides: the same
 * path, or (unless `end`) a path below it; letter case aside, the query and fragment aside.
 */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const target = to.split(/[?#]/)[0].toLowerCase();
  const base = target !== "/" && target.endsWith("/") ? target.slice(0, -1) : target;
  return here === target || (!end && here.startsWith(base) && here.charAt(base.length) === "/");
}

type NavLinkProps = Omit<LinkProps, "className"> & {
  /** Only the very address is current, not the ones below it. */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
};

/** A link in a navigation, marked `aria-current="page"` and styled as current where the reader is. */
export function NavLink({ end, className, ...props }: NavLinkProps) {
  const isActive = isCurrentPath(useLocation().pathname, props.to, end);
  return (
    <Link
      {...props}
      aria-current={isActive ? "page" : undefined}
      className={className({ isActive })}
    />
  );
}
