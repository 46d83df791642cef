/** One item of the product gallery: an image, or a video shown by its still image. */
export interface GalleryItem {
  image: string;
  alt: string;
  /** The video's address, for video items. */
  videoUrl?: string | undefined;
}

interface MediaItem {
  image?: string | null | undefined;
  typ?: string | undefined;
  lab?: string | null | undefined;
  pos?: number | undefined;
  vid?: { video_id: string; type?: string | undefined; url?: string | undefined } | null | undefined;
}

/** The address of a gallery video: its url, else the YouTube / Vimeo page of its id. */
export function videoUrl(vid: NonNullable<MediaItem['vid']>): string | undefined {
  if (vid.url) return vid.url;
  if (vid.type === 'vimeo') return `https://vimeo.com/${encodeURIComponent(vid.video_id)}`;
  return `https://www.youtube.com/watch?v=${encodeURIComponent(vid.video_id)}`;
}

/**
 * The gallery of a product (commerce-core §4 Product loading "set the gallery"): the media gallery
 * in position order (images and videos), the chosen variant's own image first; without a media
 * gallery, the product image. Each image once.
 */
export function galleryItems(
  product: {
    name: string;
    image?: string | null | undefined;
    media_gallery?: readonly MediaItem[] | null | undefined;
  },
  variant?: { image?: string | null | undefined } | undefined,
): GalleryItem[] {
  const items: GalleryItem[] = [];
  const seen = new Set<string>();
  const add = (item: GalleryItem) => {
    const key = `${item.image}|${item.videoUrl ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    items.push(item);
  };
  if (variant?.image && variant.image !== product.image) add({ image: variant.image, alt: product.name });
  const media = [...(product.media_gallery ?? [])].sort((a, b) => (a.pos ?? 0) - (b.pos ?? 0));
  for (const entry of media) {
    if (!entry.image) continue;
    const url = entry.vid ? videoUrl(entry.vid) : undefined;
    add({ image: entry.image, alt: entry.lab || product.name, ...(url ? { videoUrl: url } : {}) });
  }
  if (items.length === 0 && product.image) add({ image: product.image, alt: product.name });
  return items;
}
