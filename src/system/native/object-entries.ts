/** `object.entries` (a dependency of node-polyglot) for browsers that have Object.entries: all that the portal supports. */
export default Object.entries;
