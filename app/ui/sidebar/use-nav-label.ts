import { useCallback } from "react";
import { useTranslation } from "../../core/i18n/react";
import type { NavItem } from "../../shared/account-nav";

/** The visible text of a navigation item: its message, or the text it carries (workflow names). */
export function useNavLabel(): (item: NavItem) => string {
  const { t } = useTranslation("account");
  return useCallback((item: NavItem) => ("key" in item.label ? t(item.label.key) : item.label.text), [t]);
}
