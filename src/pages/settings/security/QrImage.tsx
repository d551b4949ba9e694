/**
 * The set-up's QR code (issue 47), drawn by `qrcode` in its own chunk: only the set-up loads it. An SVG image with a
 * text alternative; the key is written beside it for a phone without a camera.
 */
import { useEffect, useState } from 'react';
import { Box, Skeleton } from '@mui/material';
import { toString as qrSvg } from 'qrcode';

const SIZE = 184;

export default function QrImage({ uri, alt }: { uri: string; alt: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // Medium error correction and a quiet zone of 2 modules: what authenticator apps read best on a screen.
    void qrSvg(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((svg) => {
      if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [uri]);
  if (!source) return <Skeleton variant="rectangular" width={SIZE} height={SIZE} aria-label={alt} />;
  // White behind the code in the dark scheme too: a camera reads dark modules on light.
  return (
    <Box component="img" src={source} alt={alt} width={SIZE} height={SIZE} sx={{ bgcolor: '#fff', borderRadius: 1 }} />
  );
}
