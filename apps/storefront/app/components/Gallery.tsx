import { defaultCatalogConfig } from '@kauppa/config';
import { type GalleryItem, imageUrl } from '@kauppa/pages';
import { useState } from 'react';
import { useT } from '../lib/i18n.ts';
import { useInlineImage } from '../lib/inline-image.tsx';

const { width, height } = defaultCatalogConfig.thumbnails.gallery;
const thumb = defaultCatalogConfig.thumbnails.other;

/**
 * The product gallery (889×889, commerce-core §9): the chosen item large, the others as
 * thumbnail buttons; a video item links to its video. Without JavaScript the first item shows and
 * the thumbnails link to their full images. The server writes a small first image into the HTML
 * (`useInlineImage`, issue 31.5: the page's largest element paints without a second round trip).
 */
export function Gallery({
  items,
  imageBase,
  name,
}: {
  items: GalleryItem[];
  imageBase: string;
  name: string;
}) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const shown = items[Math.min(current, items.length - 1)];
  const src = shown ? imageUrl(imageBase, shown.image) : '';
  const inline = useInlineImage(src);
  if (!shown) return <span className="product__placeholder" aria-hidden="true" />;
  const main = (
    <img
      src={inline ?? src}
      alt={shown.alt}
      width={width}
      height={height}
      fetchPriority={inline ? undefined : 'high'}
      decoding="async"
      suppressHydrationWarning
    />
  );
  return (
    <div className="gallery">
      <div className="gallery__main">
        {shown.videoUrl ? (
          <a href={shown.videoUrl} target="_blank" rel="noopener noreferrer" className="gallery__video">
            {main}
            <span className="gallery__play" aria-hidden="true">
              ▶
            </span>
            <span className="visually-hidden">{name}</span>
          </a>
        ) : (
          main
        )}
      </div>
      {items.length > 1 && (
        <ul className="gallery__thumbs" aria-label={name}>
          {items.map((item, i) => (
            <li key={`${item.image}${item.videoUrl ?? ''}`}>
              <a
                href={item.videoUrl ?? imageUrl(imageBase, item.image)}
                aria-current={i === current ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setCurrent(i);
                }}
                className={item.videoUrl ? 'gallery__thumb gallery__thumb--video' : 'gallery__thumb'}
              >
                <img
                  src={imageUrl(imageBase, item.image)}
                  alt={`${item.alt}${item.videoUrl ? ` (${t('Video')})` : ''}`}
                  width={thumb.width / 3}
                  height={thumb.height / 3}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
