import { lazy, Suspense, useEffect, useState } from 'react';
import { isPaletteShortcut, loadPalette, onOpenPalette } from './paletteEvents';

const CommandPalette = lazy(loadPalette);

/**
 * Mounted once in the layout: listens for Ctrl+K / Cmd+K and the bar's button, and renders the palette, whose chunk
 * loads on the first open (or as Ctrl / Cmd goes down, or the pointer or focus reaches the button). It stays mounted
 * afterwards, so that it closes with its transition.
 */
export function PaletteHost() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const show = () => {
      setLoaded(true);
      setOpen(true);
    };
    const onKey = (event: KeyboardEvent) => {
      // Ctrl or Cmd alone: perhaps the shortcut's first key, so the chunk starts loading before the K.
      if (event.key === 'Control' || event.key === 'Meta') void loadPalette().catch(() => undefined);
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKey);
    const stop = onOpenPalette(show);
    return () => {
      window.removeEventListener('keydown', onKey);
      stop();
    };
  }, []);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
