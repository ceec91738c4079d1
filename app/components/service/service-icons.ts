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
  type LucideIcon,
} from "lucide-react";
import type { ServicePageSlug } from "~/content/service-pages";

/** The icons of each service page's four cards, in card order. */
export const SERVICE_CARD_ICONS: Record<ServicePageSlug, [LucideIcon, LucideIcon, LucideIcon, LucideIcon]> = {
  branding: [Palette, Compass, BookOpen, Package],
  "social-media": [Megaphone, Target, Users, ChartColumn],
  "web-design": [MonitorSmartphone, ShoppingCart, Gauge, Search],
  development: [CodeXml, Smartphone, Plug, Cloud],
  "project-manager": [SquareKanban, Workflow, CalendarClock, ChartLine],
};
