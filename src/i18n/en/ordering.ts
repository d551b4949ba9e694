/** Messages of the ordering screens (issue 5). */
export default {};
