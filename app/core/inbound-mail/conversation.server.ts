/**
 * What every mail the communication centre sends carries so that its answer finds its way back (decision 0067): a stored Message-ID, and a Reply-To that is the project's reply address
 * plus-addressed with a random conversation token. The reply address is the one an admin set for the
 * mailbox, else the sender's (`MAIL_FROM`).
 */
import { readEnv } from "../../env.server";
import type { ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { conversationMessageId, domainOf, newReplyToken, replyAddressFor } from "./inbound-rules";
import { findMailbox } from "./mailbox.repo.server";

export type Conversation = { replyToken: string; replyTo: string | undefined; messageId: string };

export async function newConversation(ctx: ServiceContext): Promise<Conversation> {
  const row = await findMailbox(scoped(ctx));
  const base = row?.replyAddress || readEnv().MAIL_FROM;
  const replyToken = newReplyToken();
  return {
    replyToken,
    replyTo: replyAddressFor(base, replyToken) ?? undefined,
    messageId: conversationMessageId(replyToken, domainOf(base)),
  };
}
