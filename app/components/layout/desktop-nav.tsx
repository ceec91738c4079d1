import { useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { NavLink } from "react-router";
import { NavigationMenu } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { ContentText } from "~/components/content/content-text";
import { header } from "~/content/layout";
import { cn } from "~/lib/utils";
import { pageLinks, serviceLinks, type NavItem } from "./nav-links";

/**
 * SPEC.md section 9: the Services menu opens 200 ms after the pointer enters and closes
 * 150 ms after it leaves. Radix NavigationMenu has exactly these timings built in.
 */
export const SERVICES_OPEN_DELAY_MS = 200;
export const SERVICES_CLOSE_DELAY_MS = 150;
const SERVICES = "services";

const itemClasses =
  "inline-flex h-9 items-center gap-1 rounded-full px-4 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:bg-foreground aria-[current=page]:text-background";

/** The desktop navigation: page links and the Services menu (hidden below lg). */
export function DesktopNav({ className }: { className?: string }) {
  const [value, setValue] = useState("");
  const pointerOver = useRef(false);
  const clicking = useRef(false);
  // Opened by hovering: a click that follows should keep it open rather than toggle it shut.
  const hoverOpened = useRef(false);
  const contentRef = useRef<HTMLDivElement>(null);

  const onValueChange = (next: string) => {
    hoverOpened.current = next !== "" && pointerOver.current && !clicking.current;
    setValue(next);
  };

  const onTriggerClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (value === SERVICES && hoverOpened.current) {
      hoverOpened.current = false;
      event.preventDefault();
      return;
    }
    clicking.current = true;
    queueMicrotask(() => {
      clicking.current = false;
    });
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" || value === SERVICES) return;
    event.preventDefault();
    setValue(SERVICES);
    requestAnimationFrame(() => contentRef.current?.querySelector<HTMLElement>("a")?.focus());
  };

  const [before, after] = [pageLinks.slice(0, 2), pageLinks.slice(2)];
  return (
    <NavigationMenu.Root
      value={value}
      onValueChange={onValueChange}
      delayDuration={SERVICES_OPEN_DELAY_MS}
      aria-label="Main"
      className={cn("relative", className)}
    >
      <NavigationMenu.List className="flex items-center gap-0.5 rounded-full border border-border/60 bg-card/40 p-1 shadow-sm backdrop-blur-sm">
        {before.map((link) => (
          <PageLink key={link.to} link={link} />
        ))}
        <NavigationMenu.Item value={SERVICES} className="relative">
          <NavigationMenu.Trigger
            className={cn(itemClasses, "group data-[state=open]:bg-muted data-[state=open]:text-foreground")}
            onPointerEnter={() => (pointerOver.current = true)}
            onPointerLeave={() => (pointerOver.current = false)}
            onClick={onTriggerClick}
            onKeyDown={onTriggerKeyDown}
            data-services-trigger=""
          >
            <ContentText slot={header.services} />
            <ChevronDown
              aria-hidden="true"
              className="size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180"
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content
            ref={contentRef}
            data-services-menu=""
            className="services-menu-content absolute top-full left-1/2 z-50 -translate-x-1/2 pt-3"
          >
            <ul className="grid w-[36rem] grid-cols-2 gap-1 rounded-3xl border border-border bg-card p-2 text-card-foreground shadow-2xl shadow-black/10 dark:shadow-black/40">
              {serviceLinks.map(({ to, label, description, icon: Icon }) => (
                <li key={to}>
                  <NavigationMenu.Link asChild>
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
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {after.map((link) => (
          <PageLink key={link.to} link={link} />
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function PageLink({ link }: { link: NavItem }) {
  return (
    <NavigationMenu.Item>
      <NavigationMenu.Link asChild>
        <NavLink to={link.to} end className={itemClasses}>
          <ContentText slot={link.label} />
        </NavLink>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
}
