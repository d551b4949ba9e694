/** `hasown` (a dependency of node-polyglot) for browsers that have Object.hasOwn: all that the portal supports. */
export default Object.hasOwn;
