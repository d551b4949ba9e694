/**
 * The href of a file link the API answered (a signed document or invoice link): http(s) only, resolved against the
 * portal's page, so that a `javascript:` or `data:` location can never become a link on the portal's origin.
 */
export function fileHref(location: unknown, base: string = window.location.href): string | undefined {
  if (typeof location !== 'string' || !location.trim()) return undefined;
  try {
    const url = new URL(location, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
