/** Empty templates to download. */
import { Box, Link, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'ra-core';
import type { DocumentTemplate } from '@/providers/types';

export function Templates({ templates }: { templates: DocumentTemplate[] }) {
  const translate = useTranslate();
  if (templates.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('profileEdit.documents.templates')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {templates.map((template) => (
          <li key={template.location}>
            <Link
              href={template.location}
              download
              target="_blank"
              rel="noopener"
              sx={{ display: 'inline-flex', gap: 0.5, py: 0.5 }}
            >
              <DownloadIcon fontSize="small" aria-hidden />
              {template.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
