/** Messages of the profiles area (owned by the screens that use them). */
export default {};
