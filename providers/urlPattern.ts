/** URL patterns in react-router's `:param` syntax, the portal's pages' and the API's alike, filled in. */
/** `/numbers/:id/details` + `{ id: 12 }` -> `/numbers/12/details` (each value URL-encoded). */
export function fillPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (whole, name: string) =>
    name in params ? encodeURIComponent(String(params[name])) : whole,
  );
}

/** `/settings/contact/:id/edit` + 12 -> `/settings/contact/12/edit` */
export const pathWithId = (pattern: string, id: string | number): string => fillPath(pattern, { id });
