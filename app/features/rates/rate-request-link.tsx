/** The link from a financing, leasing or subscription terms page to its own request page. */
export function RateRequestLink({ href, label }: { href: string; label: string }) {
  return (
    <div className="container" style={{ marginBottom: "2rem" }}>
      <a className="button" href={href} data-testid="rate-request-link">
        {label}
      </a>
    </div>
  );
}
