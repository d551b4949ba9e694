/** Messages of the dashboard area (owned by the screens that use them). */
export default {};
