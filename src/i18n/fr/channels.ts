import type en from '../en/channels';

export default {} satisfies typeof en;
