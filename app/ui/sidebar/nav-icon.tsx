import {
  ArrowLeftRight,
  Car,
  CarFront,
  ChartColumn,
  CircleUser,
  FileText,
  Flame,
  Globe,
  Heart,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  Newspaper,
  NotebookPen,
  Package,
  Receipt,
  Settings,
  Star,
  Users,
} from "lucide-react";
import type { NavIcon as NavIconName } from "../../shared/account-nav";

const ICONS: Record<NavIconName, LucideIcon> = {
  dashboard: LayoutDashboard,
  workflow: Star,
  jobs: ListChecks,
  statistics: ChartColumn,
  hotLeads: Flame,
  cars: Car,
  carsOverview: CarFront,
  clients: Users,
  items: Package,
  orders: Receipt,
  website: Globe,
  articles: FileText,
  news: Newspaper,
  blog: NotebookPen,
  settings: Settings,
  profile: CircleUser,
  favorites: Heart,
  tradeIn: ArrowLeftRight,
};

/** The icon of a navigation item (decorative: the item's label names it). */
export function NavIcon({
  icon,
  size = 22,
  className,
}: {
  icon: NavIconName;
  size?: number;
  className?: string;
}) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden size={size} className={className} />;
}
