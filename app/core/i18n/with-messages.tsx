import type { ReactNode } from "react";
import { useSite } from "../../ui/site-data";
import { TranslationProvider } from "./react";
import { type AnyMessages, mergeMessages, translatorFor } from "./translator";

/**
 * Adds a route's own catalogue namespaces (sent by its loader with `messagesFor(locale, [...])`) to the
 * site's, for the subtree: pages load only the texts they show.
 */
export function WithMessages({
  messages,
  children,
}: {
  messages: AnyMessages | undefined;
  children: ReactNode;
}) {
  const site = useSite();
  const translator = translatorFor(site.locale, mergeMessages(site.messages, messages));
  return <TranslationProvider translator={translator}>{children}</TranslationProvider>;
}
