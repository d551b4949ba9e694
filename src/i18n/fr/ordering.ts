import type en from '../en/ordering';

export default {} satisfies typeof en;
