import type { IconComponent } from "~/components/ui/icons";
import { ClipboardList, CodeXml, Megaphone, MonitorSmartphone, Palette, Tv } from "~/components/ui/icons";
import { header } from "~/content/layout";
import type { Slot } from "~/content/slot";

export type NavItem = { to: string; label: Slot };
export type ServiceNavItem = NavItem & { description: Slot; icon: IconComponent };

/** The header's page links (docs/product.md section 2, global elements). */
export const pageLinks: NavItem[] = [
  { to: "/", label: header.home },
  { to: "/about", label: header.about },
  { to: "/cases", label: header.projects },
  { to: "/contact", label: header.contact },
];

/** The Services dropdown, in the order docs/product.md section 2 lists them. */
export const serviceLinks: ServiceNavItem[] = [
  { to: "/branding", label: header.branding, description: header.brandingText, icon: Palette },
  {
    to: "/social-media",
    label: header.socialMedia,
    description: header.socialMediaText,
    icon: Megaphone,
  },
  {
    to: "/web-design",
    label: header.webDesign,
    description: header.webDesignText,
    icon: MonitorSmartphone,
  },
  {
    to: "/development",
    label: header.development,
    description: header.developmentText,
    icon: CodeXml,
  },
  {
    to: "/project-manager",
    label: header.projectManager,
    description: header.projectManagerText,
    icon: ClipboardList,
  },
  { to: "/publicity", label: header.publicity, description: header.publicityText, icon: Tv },
];
