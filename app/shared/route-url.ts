import { splitLocale } from "./locale-path";

/**
 * The page URL a loader or action serves. React Router hands route modules the request as it came
 * (`future.v8_passThroughRequests`, decision 0018: two fewer `Request` copies per loader),
 * so a client-side navigation's data request reads `/en/account/jobs.data?_routes=root,…`. This is the
 * URL React Router used to give them: the `.data` suffix taken off (`/en/_root.data` is `/en`, and a
 * trailing slash goes, as React Router's own matching does), its `_routes` parameter and empty `index`
 * parameters dropped. Any other request's URL is returned as it is.
 */
export function routeUrl(request: Request): URL {
  const url = new URL(request.url);
  let { pathname } = url;
  if (pathname.endsWith(".data")) {
    const { locale, rest } = splitLocale(pathname);
    if (rest === "/_root.data") pathname = locale ? `/${locale}` : "/";
    else {
      pathname = pathname.slice(0, -".data".length);
      if (splitLocale(pathname).rest !== "/" && pathname.endsWith("/")) pathname = pathname.slice(0, -1);
    }
    url.pathname = pathname;
  }
  if (url.search) {
    const params = url.searchParams;
    params.delete("_routes");
    const index = params.getAll("index");
    if (index.length > 0) {
      params.delete("index");
      for (const value of index) if (value) params.append("index", value);
    }
  }
  return url;
}
