/** Placeholder: replaced by its owner. */
export function UnauthorizedRedirect() {
  return null;
}
