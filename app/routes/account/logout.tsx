import { redirect } from "react-router";
import { logOut } from "../../core/identity/identity.service.server";
import { clearedSessionCookie } from "../../core/identity/session-cookie";
import type { Route } from "./+types/logout";

/** Logout (a POST from the user dropdown): ends the session and clears the cookie. */
export async function action({ context }: Route.ActionArgs) {
  await logOut(context.services, context.sessionToken);
  return redirect("/", { headers: { "Set-Cookie": clearedSessionCookie(context.secureCookies) } });
}

/** A GET (typed URL, prefetch) changes nothing. */
export function loader() {
  return redirect("/account");
}
