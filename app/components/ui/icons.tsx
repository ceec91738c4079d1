import type { SVGProps } from "react";
import { cn } from "~/lib/utils";
import sprite from "./icons.svg?url";

/**
 * The site's icons (Lucide's drawings) as one sprite file, cached once and shared by every
 * page, instead of each icon's drawing in the pages' script and HTML. Each export is named
 * like the Lucide icon it shows. A new icon: add a line here, then run
 * `node scripts/generate-icon-sprite.js`, which draws the sprite from the lucide-react package.
 */

export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & { strokeWidth?: number };
export type IconComponent = (props: IconProps) => React.JSX.Element;

/** Lucide's look (24 px, a 2 px round stroke in the text colour) is the `.icon` rule of app.css. */
function icon(name: string): IconComponent {
  const Icon = ({ className, strokeWidth, style, ...props }: IconProps) => {
    // Decorative unless it is given a name of its own.
    const named = props["aria-label"] !== undefined;
    return (
      // No viewBox: each symbol of the sprite has its own, and `.icon` sets the size (20 bytes
      // less for each of a page's hundred icons).
      <svg
        aria-hidden={named ? undefined : true}
        role={named ? "img" : undefined}
        className={cn("icon", className)}
        style={strokeWidth ? { ...style, strokeWidth } : style}
        {...props}
      >
        <use href={`${sprite}#${name}`} />
      </svg>
    );
  };
  Icon.displayName = name;
  return Icon;
}

export const ArrowDown = icon("arrow-down");
export const ArrowLeft = icon("arrow-left");
export const ArrowRight = icon("arrow-right");
export const ArrowUpRight = icon("arrow-up-right");
export const Award = icon("award");
export const BookOpen = icon("book-open");
export const Building2 = icon("building-complex");
export const CalendarClock = icon("calendar-clock");
export const CalendarDays = icon("calendar-days");
export const ChartColumn = icon("chart-column");
export const ChartLine = icon("chart-line");
export const Check = icon("check");
export const CheckCircle2 = icon("circle-check");
export const ChevronDown = icon("chevron-down");
export const ChevronLeft = icon("chevron-left");
export const ChevronRight = icon("chevron-right");
export const CircleAlert = icon("circle-exclamation-point");
export const CircleCheck = icon("circle-check");
export const ClipboardList = icon("clipboard-list");
export const Clock = icon("clock");
export const Cloud = icon("cloud");
export const CodeXml = icon("code-xml");
export const Compass = icon("compass");
export const ExternalLink = icon("external-link");
export const EyeOff = icon("eye-off");
export const FolderKanban = icon("folder-kanban");
export const FolderOpen = icon("folder-open");
export const Gauge = icon("gauge");
export const GripVertical = icon("grip-vertical");
export const Handshake = icon("handshake");
export const Home = icon("house");
export const History = icon("rotate-ccw-clock");
export const ImageOff = icon("image-off");
export const ImagePlus = icon("image-plus");
export const Images = icon("images");
export const Layers = icon("layers");
export const LayoutDashboard = icon("layout-dashboard");
export const Lightbulb = icon("lightbulb");
export const Loader2 = icon("loader-circle");
export const LoaderCircle = icon("loader-circle");
export const LogIn = icon("log-in");
export const LogOut = icon("log-out");
export const Mail = icon("mail");
export const MapPin = icon("map-pin");
export const Maximize2 = icon("maximize-2");
export const Megaphone = icon("megaphone");
export const Menu = icon("menu");
export const MessageCircle = icon("message-circle");
export const MonitorSmartphone = icon("monitor-smartphone");
export const Moon = icon("moon");
export const Package = icon("package");
export const Palette = icon("palette");
export const Pencil = icon("pencil");
export const PencilLine = icon("pencil-line");
export const Phone = icon("phone");
export const Plug = icon("plug");
export const Plus = icon("plus");
export const Quote = icon("quote");
export const Radio = icon("radio");
export const RefreshCw = icon("refresh-cw");
export const RotateCw = icon("rotate-cw");
export const Search = icon("search");
export const SearchX = icon("search-x");
export const Send = icon("send");
export const Share2 = icon("share-2");
export const ShieldCheck = icon("shield-check");
export const ShoppingCart = icon("shopping-cart");
export const Smartphone = icon("smartphone");
export const Sparkles = icon("sparkles");
export const SquareKanban = icon("square-kanban");
export const Star = icon("star");
export const Sun = icon("sun");
export const Tag = icon("tag");
export const Target = icon("target");
export const Trash2 = icon("trash");
export const TrendingUp = icon("trending-up");
export const TriangleAlert = icon("triangle-exclamation-point");
export const Tv = icon("tv");
export const Upload = icon("upload");
export const UserPlus = icon("user-plus");
export const Users = icon("users");
/** The WhatsApp mark (filled, not stroked). */
export const WhatsApp = icon("whatsapp");
export const Workflow = icon("workflow");
export const X = icon("x");
