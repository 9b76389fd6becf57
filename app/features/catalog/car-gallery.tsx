import { ChevronLeft as ChevronLeftNode, ChevronRight as ChevronRightNode } from "lucide";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../core/i18n/react";
import { icon } from "../../ui/icon";
import styles from "./car-detail.module.css";
import { CarPicture, type CarPictureData } from "./car-picture";

const ChevronLeft = icon(ChevronLeftNode);
const ChevronRight = icon(ChevronRightNode);

/**
 * The pictures of a car: a swipeable scroll-snap strip with thumbnails. Without JavaScript each
 * thumbnail is an anchor to its slide; with it, the arrows, the thumbnails and the arrow keys move the
 * strip and the counter follows swipes.
 */
export function CarGallery({ images, title }: { images: CarPictureData[]; title: string }) {
  const { t } = useTranslation("car");
  const strip = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const show = useCallback(
    (index: number) => {
      const el = strip.current;
      if (!el || images.length === 0) return;
      const next = (index + images.length) % images.length;
      setCurrent(next);
      const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      el.scrollTo({ left: next * el.clientWidth, behavior: still ? "auto" : "smooth" });
    },
    [images.length],
  );

  // A swipe moves the strip by itself: the counter and thumbnails follow the slide in view.
  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (el.clientWidth > 0) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
      });
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      el.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight") {
      e.preventDefault();
      show(current + 1);
    } else if (e.key === "ArrowLeft") {
      e.preventDefault();
      show(current - 1);
    }
  };

  if (images.length === 0) return <p className="muted">{t("gallery.no_pictures")}</p>;

  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        <section
          ref={strip}
          className={styles.slides}
          // The strip scrolls by keyboard too (arrow keys), so it takes focus.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          aria-roledescription={t("gallery.role")}
          aria-label={t("gallery.pictures_of", { title })}
          onKeyDown={onKeyDown}
          data-testid="gallery-strip"
        >
          {images.map((image, i) => (
            <figure
              key={image.id}
              id={`picture-${i + 1}`}
              className={styles.slide}
              aria-roledescription={t("gallery.slide")}
              aria-label={t("gallery.position", { n: i + 1, total: images.length })}
            >
              <CarPicture
                image={image}
                alt={t("gallery.alt", { title, n: i + 1, total: images.length })}
                sizes="(min-width: 960px) 760px, 100vw"
                priority={i === 0}
              />
            </figure>
          ))}
        </section>
        {enhanced && images.length > 1 && (
          <>
            <button
              type="button"
              className={`${styles.galleryNav} ${styles.prev}`}
              onClick={() => show(current - 1)}
              aria-label={t("gallery.previous")}
            >
              <ChevronLeft aria-hidden size={22} />
            </button>
            <button
              type="button"
              className={`${styles.galleryNav} ${styles.next}`}
              onClick={() => show(current + 1)}
              aria-label={t("gallery.next")}
            >
              <ChevronRight aria-hidden size={22} />
            </button>
          </>
        )}
        <p className={styles.counter} aria-live="polite" data-testid="gallery-counter">
          {t("gallery.position", { n: current + 1, total: images.length })}
        </p>
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={t("gallery.thumbnails")}>
          {images.map((image, i) => (
            <li key={image.id}>
              <a
                href={`#picture-${i + 1}`}
                aria-current={i === current ? "true" : undefined}
                aria-label={t("gallery.show", { n: i + 1, total: images.length })}
                onClick={(e) => {
                  e.preventDefault();
                  show(i);
                }}
              >
                <CarPicture image={image} alt="" sizes="88px" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
