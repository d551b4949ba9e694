/** The list toolbar: Buy channels, Cancel channels, Export CSV of the filtered numbers. */
import DownloadIcon from '@mui/icons-material/Download';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import { Link } from 'react-router-dom';
import { TopToolbar, useListContext, useNotify } from 'react-admin';
import { NamedButton } from '../../../src/components/NamedButton';
import { exportResource } from '../../../providers/dataProvider';
import { DEDICATED_CHANNEL_PATHS } from '..';

export function DedicatedChannelActions() {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const onExport = () =>
    exportResource('dedicated-channels', filterValues).catch(() => notify('common.errors.generic', { type: 'error' }));
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <NamedButton component={Link} to={DEDICATED_CHANNEL_PATHS.buy} label="capacity.dedicated.buy" variant="contained">
        <AddShoppingCartIcon />
      </NamedButton>
      <NamedButton component={Link} to={DEDICATED_CHANNEL_PATHS.cancel} label="capacity.dedicated.cancel">
        <RemoveShoppingCartIcon />
      </NamedButton>
      <NamedButton label="common.actions.exportCsv" onClick={() => void onExport()}>
        <DownloadIcon />
      </NamedButton>
    </TopToolbar>
  );
}
