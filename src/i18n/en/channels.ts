/** Messages of the channels screens (issue 5). */
export default {};
