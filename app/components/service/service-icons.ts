import {
  BookOpen,
  CalendarClock,
  ChartColumn,
  ChartLine,
  Cloud,
  CodeXml,
  Compass,
  Gauge,
  Megaphone,
  MonitorSmartphone,
  Package,
  Palette,
  Plug,
  Search,
  ShoppingCart,
  Smartphone,
  SquareKanban,
  Target,
  Users,
  Workflow,
  type IconComponent,
} from "~/components/ui/icons";
import type { ServicePageSlug } from "~/content/service-pages";

/** The icons of each service page's four cards, in card order. */
export const SERVICE_CARD_ICONS: Record<ServicePageSlug, [IconComponent, IconComponent, IconComponent, IconComponent]> = {
  branding: [Palette, Compass, BookOpen, Package],
  "social-media": [Megaphone, Target, Users, ChartColumn],
  "web-design": [MonitorSmartphone, ShoppingCart, Gauge, Search],
  development: [CodeXml, Smartphone, Plug, Cloud],
  "project-manager": [SquareKanban, Workflow, CalendarClock, ChartLine],
};
