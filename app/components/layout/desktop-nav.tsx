import { useId } from "react";
import { NavLink } from "react-router";
import { ChevronDown } from "~/components/ui/icons";
import { ContentText } from "~/components/content/content-text";
import { header } from "~/content/layout";
import { cn } from "~/lib/utils";
import { pageLinks, serviceLinks, type NavItem } from "./nav-links";

const itemClasses =
  "inline-flex h-9 items-center gap-1 rounded-full px-4 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:bg-foreground aria-[current=page]:text-background";

/**
 * The desktop navigation: page links and the Services menu (hidden below lg), a small
 * disclosure menu of our own (Radix NavigationMenu did the same for ~8 KB more script).
 */
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

/**
 * The menu's markup, closed; the visitor's module opens and closes it (app/visitor/services-menu.ts):
 * docs/product.md section 9, 200 ms to open on hover and 150 ms to close.
 */
function ServicesMenu() {
  const menuId = useId();

  return (
    <li data-services-item="" className="relative">
      <button
        type="button"
        aria-expanded="false"
        aria-controls={menuId}
        data-state="closed"
        data-services-trigger=""
        className={cn(itemClasses, "group data-[state=open]:bg-muted data-[state=open]:text-foreground")}
      >
        <ContentText slot={header.services} />
        <ChevronDown aria-hidden="true" className="size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180" />
      </button>
      <div
        id={menuId}
        hidden
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
