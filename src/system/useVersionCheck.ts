/** Placeholder: replaced by its owner. */
export function useVersionCheck(): { outdated: boolean } {
  return { outdated: false };
}
