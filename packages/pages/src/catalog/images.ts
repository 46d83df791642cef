/** An absolute image URL: catalogue image paths are relative to the shop API's image base. */
export function imageUrl(base: string, path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}
