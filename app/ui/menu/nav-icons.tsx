/**
 * The icons a top navigation link may name in its `iconClass`: a class token
 * `icon-<name>` (or just `<name>`) from this short list draws that Lucide icon; other classes draw none
 * and stay plain CSS classes. A short list keeps the menu's JavaScript small (decision 0015).
 */
import {
  Car as CarNode,
  type IconNode,
  Info as InfoNode,
  KeyRound as KeyNode,
  MapPin as MapPinNode,
  Newspaper as NewsNode,
  Phone as PhoneNode,
  Star as StarNode,
  Tag as TagNode,
  Wrench as WrenchNode,
} from "lucide";
import { type IconComponent, icon } from "../icon";

const NODES: Record<string, IconNode> = {
  car: CarNode,
  info: InfoNode,
  key: KeyNode,
  "map-pin": MapPinNode,
  news: NewsNode,
  phone: PhoneNode,
  star: StarNode,
  tag: TagNode,
  wrench: WrenchNode,
};
const ICONS: Record<string, IconComponent> = Object.fromEntries(
  Object.entries(NODES).map(([name, node]) => [name, icon(node)]),
);

export const NAV_ICON_NAMES = Object.keys(NODES);

/** The icon an `iconClass` names, or null. */
export function navIcon(iconClass: string | null | undefined): IconComponent | null {
  for (const token of (iconClass ?? "").split(/\s+/)) {
    const name = token.replace(/^icon-/, "");
    if (name && ICONS[name]) return ICONS[name];
  }
  return null;
}
