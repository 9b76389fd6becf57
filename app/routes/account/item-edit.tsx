/**
 * account/items/new and account/items/{id}: the item editor. Loader and action:
 * `item-edit.server.ts`; the editor: `features/items/`.
 */
import { WithMessages } from "../../core/i18n/with-messages";
import { answerView, type ItemAnswer } from "../../features/items/item-edit-types";
import { Editor } from "../../features/items/item-editor";
import type { Route } from "./+types/item-edit";

export { action, loader } from "./item-edit.server";

export default function ItemEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <Editor d={loaderData} a={answerView(actionData as ItemAnswer | undefined)} />
    </WithMessages>
  );
}
