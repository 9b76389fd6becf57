import {
  ArrowLeftRight as ArrowLeftRightNode,
  Building2 as Building2Node,
  CarFront as CarFrontNode,
  Car as CarNode,
  ChartColumn as ChartColumnNode,
  CircleUser as CircleUserNode,
  FileText as FileTextNode,
  Flame as FlameNode,
  Globe as GlobeNode,
  Heart as HeartNode,
  LayoutDashboard as LayoutDashboardNode,
  ListChecks as ListChecksNode,
  MessagesSquare as MessagesSquareNode,
  Newspaper as NewspaperNode,
  NotebookPen as NotebookPenNode,
  Package as PackageNode,
  Receipt as ReceiptNode,
  Settings as SettingsNode,
  Star as StarNode,
  UserCog as UserCogNode,
  Users as UsersNode,
} from "lucide";
import type { NavIcon as NavIconName } from "../../shared/account-nav";
import { type IconComponent, icon } from "../icon";

const ArrowLeftRight = icon(ArrowLeftRightNode);
const Building2 = icon(Building2Node);
const Car = icon(CarNode);
const CarFront = icon(CarFrontNode);
const ChartColumn = icon(ChartColumnNode);
const CircleUser = icon(CircleUserNode);
const FileText = icon(FileTextNode);
const Flame = icon(FlameNode);
const Globe = icon(GlobeNode);
const Heart = icon(HeartNode);
const LayoutDashboard = icon(LayoutDashboardNode);
const ListChecks = icon(ListChecksNode);
const MessagesSquare = icon(MessagesSquareNode);
const Newspaper = icon(NewspaperNode);
const NotebookPen = icon(NotebookPenNode);
const Package = icon(PackageNode);
const Receipt = icon(ReceiptNode);
const Settings = icon(SettingsNode);
const Star = icon(StarNode);
const UserCog = icon(UserCogNode);
const Users = icon(UsersNode);

const ICONS: Record<NavIconName, IconComponent> = {
  dashboard: LayoutDashboard,
  workflow: Star,
  jobs: ListChecks,
  statistics: ChartColumn,
  hotLeads: Flame,
  communication: MessagesSquare,
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
  people: UserCog,
  holding: Building2,
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
