/** Messages of the resources area (owned by the screens that use them). */
export default {};
