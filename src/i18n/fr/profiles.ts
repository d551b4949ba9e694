import type en from '../en/profiles';

export default {} satisfies typeof en;
