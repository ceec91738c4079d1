import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { NavLink, useLocation } from "react-router";
import { ChevronDown } from "~/components/ui/icons";
import { ContentText } from "~/components/content/content-text";
import { header } from "~/content/layout";
import { cn } from "~/lib/utils";
import { pageLinks, serviceLinks, type NavItem } from "./nav-links";

/**
 * docs/product.md section 9: the Services menu opens 200 ms after the pointer enters and closes
 * 150 ms after it leaves. A small disclosure menu of our own (Radix NavigationMenu did the
 * same for ~8 KB more script on every page).
 */
export const SERVICES_OPEN_DELAY_MS = 200;
export const SERVICES_CLOSE_DELAY_MS = 150;

const itemClasses =
  "inline-flex h-9 items-center gap-1 rounded-full px-4 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:bg-foreground aria-[current=page]:text-background";

/** The desktop navigation: page links and the Services menu (hidden below lg). */
export function DesktopNav({ className }: { className?: string }) {
  const [before, after] = [pageLinks.slice(0, 2), pageLinks.slice(2)];
  return (
    <nav aria-label="Main" className={cn("relative", className)}>
      <ul className="flex items-center gap-0.5 rounded-full border border-border/60 bg-card/40 p-1 shadow-sm backdrop-blur-sm">
        {before.map((link) => (
          <PageLink key={link.to} link={link} />
        ))}
        <ServicesMenu />
        {after.map((link) => (
          <PageLink key={link.to} link={link} />
        ))}
      </ul>
    </nav>
  );
}

function ServicesMenu() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Opened by hovering: a click that follows keeps it open rather than toggling it shut.
  const hoverOpened = useRef(false);
  const focusFirst = useRef(false);
  const item = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  const links = () => [...(menu.current?.querySelectorAll<HTMLElement>("a") ?? [])];
  const later = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      hoverOpened.current = next;
      setOpen(next);
    }, delay);
  };
  const close = (refocus = false) => {
    clearTimeout(timer.current);
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  // A navigation closes the menu and drops a hover's pending timer (a side effect, hence here).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => close(), [pathname]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      links()[0]?.focus();
    }
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    if (open) clearTimeout(timer.current);
    else later(true, SERVICES_OPEN_DELAY_MS);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    if (open) later(false, SERVICES_CLOSE_DELAY_MS);
    else clearTimeout(timer.current);
  };

  const onTriggerClick = () => {
    clearTimeout(timer.current);
    if (open && hoverOpened.current) {
      hoverOpened.current = false;
      return;
    }
    hoverOpened.current = false;
    setOpen(!open);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    if (!open) {
      focusFirst.current = true;
      hoverOpened.current = false;
      setOpen(true);
      return;
    }
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next = event.key === "ArrowDown" ? Math.min(at + 1, all.length - 1) : Math.max(at - 1, 0);
    all[at === -1 ? 0 : next]?.focus();
  };

  // Tabbing out of the menu closes it.
  const onBlur = (event: FocusEvent) => {
    if (open && !item.current?.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    // The menu item (trigger and its menu) opens on hover and closes on Escape or tabbing out;
    // its controls are the button and the links inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={item}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        data-state={open ? "open" : "closed"}
        data-services-trigger=""
        onClick={onTriggerClick}
        className={cn(itemClasses, "group data-[state=open]:bg-muted data-[state=open]:text-foreground")}
      >
        <ContentText slot={header.services} />
        <ChevronDown aria-hidden="true" className="size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180" />
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          data-services-menu=""
          data-state="open"
          className="services-menu-content absolute top-full left-1/2 z-50 -translate-x-1/2 pt-3"
        >
          <ul className="grid w-[36rem] grid-cols-2 gap-1 rounded-3xl border border-border bg-card p-2 text-card-foreground shadow-2xl shadow-black/10 dark:shadow-black/40">
            {serviceLinks.map(({ to, label, description, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className="group/item flex items-start gap-3 rounded-2xl p-3 transition-colors outline-none hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:outline-offset-0 aria-[current=page]:bg-muted"
                >
                  <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary transition-colors group-hover/item:bg-primary group-hover/item:text-primary-foreground">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="grid gap-0.5">
                    <ContentText slot={label} className="text-sm font-semibold text-foreground" />
                    <ContentText slot={description} className="text-xs leading-snug text-muted-foreground" />
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

function PageLink({ link }: { link: NavItem }) {
  return (
    <li>
      <NavLink to={link.to} end className={itemClasses}>
        <ContentText slot={link.label} />
      </NavLink>
    </li>
  );
}
