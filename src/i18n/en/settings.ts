/** Messages of the settings area (owned by the screens that use them). */
export default {};
