import type { CartImage } from "../../core/commerce/cart-types";
import { CarPicture } from "../catalog/car-picture";

/**
 * A cart line's picture: a car picture from /media (responsive variants) or a shop item's file. The
 * caller's box sets the size; `sizes` says how wide that box is.
 */
export function CartLineImage({
  image,
  sizes,
  fallback,
}: {
  image: CartImage | null;
  sizes: string;
  /** Shown when the line has no picture (a short text, e.g. "No picture"). */
  fallback: string;
}) {
  if (!image) return <span aria-hidden>{fallback}</span>;
  if (image.kind === "media")
    return (
      <CarPicture image={{ id: image.id, width: image.width, height: image.height }} alt="" sizes={sizes} />
    );
  return <img src={image.src} alt="" loading="lazy" decoding="async" width={160} height={120} />;
}
