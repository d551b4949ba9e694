/** Messages of the orders screens (issue 5). */
export default {};
