/** The hand-written parts of dedicated-channels' list view, named for its definition (`lazyPart(listParts, 'Name')`). */
export { default as ChannelsLine } from './ChannelsLine';
export { default as DedicatedChannelActions } from './DedicatedChannelActions';
export { default as MaxChannelsCell } from './MaxChannelsCell';
export { default as PlaceLine } from './PlaceLine';
export { default as PlanFilter } from './PlanFilter';
