/** Messages of the auth area (owned by the screens that use them). */
export default {};
