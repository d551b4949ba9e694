import type en from '../en/dashboard';

export default {} satisfies typeof en;
