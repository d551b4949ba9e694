import type { ComponentType } from 'react';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import DialpadIcon from '@mui/icons-material/Dialpad';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { PaletteGroup, PaletteItem } from './paletteItems';
import type { RecentKind } from './recentChoices';

const ICONS: Record<RecentKind, ComponentType<{ fontSize?: 'small'; color?: 'action' }>> = {
  page: ArticleOutlinedIcon,
  numbers: DialpadIcon,
  orders: ReceiptLongOutlinedIcon,
  tickets: ConfirmationNumberOutlinedIcon,
  profiles: BadgeOutlinedIcon,
};

export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

interface Props {
  listboxId: string;
  groups: PaletteGroup[];
  active: number;
  onActivate: (index: number) => void;
  onChoose: (item: PaletteItem) => void;
}

/** The listbox of the combobox pattern: a labelled group per kind, an option per result. */
export function PaletteOptions({ listboxId, groups, active, onActivate, onChoose }: Props) {
  const translate = useTranslate();
  const starts = groups.map((_, at) => groups.slice(0, at).reduce((sum, group) => sum + group.items.length, 0));
  return (
    <Box
      role="listbox"
      id={listboxId}
      aria-label={translate('palette.results')}
      sx={{ overflowY: 'auto', flex: '1 1 auto', py: 0.5 }}
    >
      {groups.map((group, groupIndex) => {
        const labelId = `${listboxId}-${group.key}`;
        return (
          <Box role="group" aria-labelledby={labelId} key={group.key} sx={{ pb: 0.5 }}>
            <Typography
              id={labelId}
              role="presentation"
              component="div"
              variant="overline"
              sx={{ color: 'text.secondary', display: 'block', px: 2, pt: 1, lineHeight: 2 }}
            >
              {translate(`palette.groups.${group.key}`)}
            </Typography>
            {group.items.map((item, itemIndex) => {
              const position = starts[groupIndex] + itemIndex;
              const selected = position === active;
              const Icon = ICONS[item.kind];
              return (
                <Box
                  role="option"
                  key={item.key}
                  id={optionId(listboxId, position)}
                  aria-selected={selected}
                  onClick={() => onChoose(item)}
                  onMouseMove={() => (selected ? undefined : onActivate(position))}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    px: 2,
                    py: 1,
                    minHeight: 48,
                    cursor: 'pointer',
                    borderLeft: 3,
                    borderColor: selected ? 'primary.main' : 'transparent',
                    bgcolor: selected ? 'action.selected' : undefined,
                  }}
                >
                  <Icon fontSize="small" color="action" />
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
                      {item.label}
                    </Typography>
                    {item.detail && (
                      <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
                        {item.detail}
                      </Typography>
                    )}
                  </Box>
                  <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                    {translate(`palette.kinds.${item.kind}`)}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}
