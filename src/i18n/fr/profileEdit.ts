import type en from '../en/profileEdit';

export default {} satisfies typeof en;
