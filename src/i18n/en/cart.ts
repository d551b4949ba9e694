/** Messages of the cart screens (issue 5). */
export default {};
