/** Messages of the system area (owned by the screens that use them). */
export default {};
