import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { NotFound } from "../ui/frame/not-found";

/**
 * Every page sits below this pathless layout, only for its error boundary: when a form post fails
 * (404, 405: no such action) React Router runs the loaders above the boundary that shows the error.
 * Were that the root's, the root loader (site data, the frame's translated messages) would not run and
 * the error page would have neither frame nor language; from here the root renders as usual and the
 * error is the translated not-found page inside the frame.
 */
export default function Pages() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <NotFound status={isRouteErrorResponse(error) ? error.status : 500} />;
}
