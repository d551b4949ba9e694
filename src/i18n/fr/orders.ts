import type en from '../en/orders';

export default {} satisfies typeof en;
