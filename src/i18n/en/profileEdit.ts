/** Messages of the profileEdit area (owned by the screens that use them). */
export default {};
