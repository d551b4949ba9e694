import type en from '../en/auth';

export default {} satisfies typeof en;
