/** The list toolbar: Buy channels, Cancel channels, Export CSV of the filtered numbers. */
import DownloadIcon from '@mui/icons-material/Download';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import { Link } from 'react-router-dom';
import { TopToolbar } from 'react-admin';
import { NamedButton } from '@/src/components/NamedButton';
import { useExportCsv } from '@/src/components/useExportCsv';
import { PATHS } from '@/src/paths';

export default function DedicatedChannelActions() {
  const onExport = useExportCsv('dedicated-channels');
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <NamedButton
        component={Link}
        to={PATHS.order.dedicatedChannels}
        label="capacity.dedicated.buy"
        variant="contained"
      >
        <AddShoppingCartIcon />
      </NamedButton>
      <NamedButton component={Link} to={PATHS.order.dedicatedChannelsCancel} label="capacity.dedicated.cancel">
        <RemoveShoppingCartIcon />
      </NamedButton>
      <NamedButton label="common.actions.exportCsv" onClick={onExport}>
        <DownloadIcon />
      </NamedButton>
    </TopToolbar>
  );
}
