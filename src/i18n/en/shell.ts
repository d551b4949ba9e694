/** Messages of the shell area (owned by the screens that use them). */
export default {};
