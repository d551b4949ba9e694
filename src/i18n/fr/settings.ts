import type en from '../en/settings';

export default {} satisfies typeof en;
