import { Link } from "react-router";

/** The link from a financing, leasing or subscription terms page to its own request page. */
export function RateRequestLink({ href, label }: { href: string; label: string }) {
  return (
    <div className="container" style={{ marginBottom: "2rem" }}>
      <Link className="button" to={href} data-testid="rate-request-link">
        {label}
      </Link>
    </div>
  );
}
