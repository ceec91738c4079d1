import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Menu, X } from "~/components/ui/icons";

const DESKTOP_QUERY = "(min-width: 64rem)";

const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(loadPanel);

/**
 * The menu button and panel shown below the desktop width (lg). The panel is rendered from
 * the first time the menu opens, and its code is fetched then, or as soon as a finger, the
 * pointer or the focus reaches the button: a visitor who never opens the menu downloads and
 * hydrates none of it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Choosing a link (or any navigation) closes the menu: set while rendering the new place.
  const place = location.pathname + location.hash;
  const [openedAt, setOpenedAt] = useState(place);
  if (openedAt !== place) {
    setOpenedAt(place);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const html = document.documentElement;
    html.style.overflow = "hidden";
    // The panel covers the page: what is under it is out of reach (Tab stays in the header).
    const header = buttonRef.current?.closest("header");
    const covered = header?.parentElement
      ? Array.from(header.parentElement.children).filter((el): el is HTMLElement => el !== header && el instanceof HTMLElement && !el.inert)
      : [];
    for (const el of covered) el.inert = true;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const desktop = matchMedia(DESKTOP_QUERY);
    const onResize = () => desktop.matches && setOpen(false);
    document.addEventListener("keydown", onKeyDown);
    desktop.addEventListener("change", onResize);
    return () => {
      html.style.overflow = "";
      for (const el of covered) el.inert = false;
      document.removeEventListener("keydown", onKeyDown);
      desktop.removeEventListener("change", onResize);
    };
  }, [open]);

  const close = () => {
    // Unlock scrolling at once: a '/#' link scrolls in the same click.
    document.documentElement.style.overflow = "";
    setOpen(false);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={opened ? panelId : undefined}
        aria-label={open ? "Close menu" : "Open menu"}
        data-mobile-menu-button=""
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          setOpened(true);
          setOpen((o) => !o);
        }}
        className="inline-flex size-10 items-center justify-center rounded-full border border-border/70 bg-card/40 transition-colors hover:bg-muted lg:hidden"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <MobileMenuPanel id={panelId} open={open} onChoose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
