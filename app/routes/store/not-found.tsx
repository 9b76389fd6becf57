import { notFound } from "./page-context.server";

/** Every path outside the route table: 404 with the not-found page (rendered by the root boundary). */
export function loader(): never {
  notFound();
}

export default function NotFoundRoute() {
  return null;
}
