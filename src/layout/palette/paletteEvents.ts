/**
 * The bar's search button and the palette's host meet here: the button asks for the palette, the host (mounted once
 * in the layout, with the Ctrl+K / Cmd+K listener) opens it. A leaf module, in the first chunk: a few lines.
 */
const events = new EventTarget();

export const openPalette = (): void => void events.dispatchEvent(new Event('open'));

export function onOpenPalette(listener: () => void): () => void {
  events.addEventListener('open', listener);
  return () => events.removeEventListener('open', listener);
}

/** Ctrl+K, and Cmd+K on macOS (either is taken on every system). */
export const isPaletteShortcut = (event: KeyboardEvent): boolean =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/** The shortcut as the reader's system names it. */
export const shortcutLabel = (): string =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
    ? '⌘K'
    : 'Ctrl+K';

/** The palette's chunk: loaded on first open, or earlier when the pointer or focus reaches the button. */
export const loadPalette = () => import('./CommandPalette');
