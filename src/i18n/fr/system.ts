import type en from '../en/system';

export default {} satisfies typeof en;
