import { useEffect, useReducer, useRef, useSyncExternalStore } from "react";
import { Link, NavLink as RouterNavLink } from "react-router";
import { areaLinks, mainNavigation, type NavSubmenu } from "~/content/navigation";
import { type Area, areaInCookies } from "~/lib/area-home";
import { closedHeaderMenu, type HeaderMenuAction, headerMenu } from "~/lib/header-menu";

// The menu has a row of its own below 1280 px and shares the brand's above, narrower there so that
// the area link a signed-in visitor has still fits: the header is as high with it as without.
const linkClass =
  "block rounded-md px-3 py-2 font-medium xl:px-2.5 text-white/90 hover:bg-white/10 hover:text-white aria-[current=page]:bg-white/15 aria-[current=page]:text-white";

const toggleClass = "items-center gap-2 rounded-md border border-white/40 px-3 py-2 font-medium";

const MenuIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
    <path d="M2 4h16v2H2zm0 5h16v2H2zm0 5h16v2H2z" />
  </svg>
);

// The area cookie changes only with a sign-in or sign-out, each followed by a navigation, which
// renders the header again: there is nothing to subscribe to.
const noSubscription = () => () => {};
const areaOfBrowser = () => areaInCookies(document.cookie);

// `area` is what the request's cookie named, so a hydrated page has its area link from the first
// paint; the browser's cookie wins after that. Prerendered pages get it from their page script.
// CSS shows the menu and its popups, and turns the arrows, from `aria-expanded`.
export function Header({ brand, area: requestArea }: { brand: string; area: Area | null }) {
  const [state, dispatch] = useReducer(headerMenu, closedHeaderMenu);
  const nav = useRef<HTMLElement>(null);
  const area = useSyncExternalStore(noSubscription, areaOfBrowser, () => requestArea);

  useEffect(() => {
    if (!state.open) return;
    const open = state.open;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      dispatch({ type: "close-popup" });
      nav.current?.querySelector<HTMLButtonElement>(`[aria-controls="submenu-${open}"]`)?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) dispatch({ type: "close-popup" });
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [state.open]);

  const closeAll = () => dispatch({ type: "close-all" });

  return (
    <header className="bg-brand-900 text-white shadow">
      <nav
        ref={nav}
        aria-label="Main"
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-3"
      >
        {/* biome-ignore lint/a11y/useValidAnchor: the spec's brand link points at '#'. */}
        <a href="#" className="mr-auto font-bold text-lg tracking-tight">
          {brand}
        </a>
        <button
          type="button"
          aria-expanded={state.expanded}
          aria-controls="main-menu"
          onClick={() => dispatch({ type: "toggle-menu" })}
          className={`${toggleClass} peer inline-flex md:hidden noscript:hidden`}
        >
          <MenuIcon />
          Menu
        </button>
        {/* Without scripts the menu opens as the link's target; its scroll margin keeps the bar in view. */}
        <a href="#main-menu" className={`${toggleClass} hidden noscript:max-md:inline-flex`}>
          <MenuIcon />
          Menu
        </a>
        <ul
          id="main-menu"
          className="hidden w-full scroll-mt-24 flex-col gap-1 peer-aria-expanded:flex target:flex md:flex md:flex-row md:items-center md:gap-0 xl:w-auto"
        >
          {mainNavigation.map((item) =>
            item.kind === "link" ? (
              <li key={item.to}>
                <RouterNavLink to={item.to} className={linkClass} onClick={closeAll}>
                  {item.label}
                </RouterNavLink>
              </li>
            ) : (
              <Submenu key={item.id} submenu={item} open={state.open === item.id} dispatch={dispatch} />
            ),
          )}
          {area ? (
            <li>
              <Link to={areaLinks[area].to} className={linkClass} onClick={closeAll}>
                {areaLinks[area].label}
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}

// For pages React does not hydrate: their page script moves the link the `area` cookie names into the menu.
export function AreaLinkTemplates() {
  return (
    <template id="area-links">
      {(Object.keys(areaLinks) as Area[]).map((area) => (
        <li key={area} data-area={area}>
          <a href={areaLinks[area].to} className={linkClass}>
            {areaLinks[area].label}
          </a>
        </li>
      ))}
    </template>
  );
}

function Submenu({
  submenu,
  open,
  dispatch,
}: {
  submenu: NavSubmenu;
  open: boolean;
  dispatch: (action: HeaderMenuAction) => void;
}) {
  const { id } = submenu;
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: hovering an entry shows its popup (spec); the button inside is the control.
    <li
      className="relative"
      onPointerEnter={(event) => event.pointerType === "mouse" && dispatch({ type: "hover", id })}
      onPointerLeave={(event) => event.pointerType === "mouse" && dispatch({ type: "leave", id })}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) dispatch({ type: "close-popup" });
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`submenu-${id}`}
        onClick={() => dispatch({ type: "click", id })}
        className="group peer flex w-full items-center gap-1 rounded-md px-3 py-2 text-left xl:px-2.5 font-medium text-white/90 hover:bg-white/10 hover:text-white"
      >
        {submenu.label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 fill-current group-aria-expanded:rotate-180"
        >
          <path d="M5 7l5 6 5-6z" />
        </svg>
      </button>
      <ul
        id={`submenu-${id}`}
        className="z-20 ml-4 hidden min-w-44 rounded-md bg-white p-1 text-slate-900 shadow-lg peer-aria-expanded:block md:absolute md:top-full md:left-0 md:ml-0"
      >
        {submenu.links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={() => dispatch({ type: "close-all" })}
              className="block rounded px-3 py-2 font-medium hover:bg-brand-50 hover:text-brand-800"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
