import type en from '../en/cart';

export default {} satisfies typeof en;
