import type en from '../en/resources';

export default {} satisfies typeof en;
