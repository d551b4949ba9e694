/* global module */
// `hasown` (a dependency of node-polyglot) for browsers that have Object.hasOwn: all that the portal supports.
// CommonJS, as node-polyglot `require`s it: Rolldown hands a `require` of an ES module its namespace, not its default.
module.exports = Object.hasOwn;
