import { type ReactNode, useMemo } from "react";
import { useSite } from "../../ui/site-data";
import { TranslationProvider } from "./react";
import type { Messages } from "./translator";
import { createTranslator, mergeMessages } from "./translator";

/**
 * Adds a route's own catalogue namespaces (sent by its loader with `messagesFor(locale, [...])`) to the
 * site's, for the subtree: pages load only the texts they show.
 */
export function WithMessages({
  messages,
  children,
}: {
  messages: Messages | undefined;
  children: ReactNode;
}) {
  const site = useSite();
  const translator = useMemo(
    () => createTranslator(site.locale, mergeMessages(site.messages, messages)),
    [site.locale, site.messages, messages],
  );
  return <TranslationProvider translator={translator}>{children}</TranslationProvider>;
}
