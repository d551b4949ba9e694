/** The hand-written parts of cdrs' list view, named for its definition (`lazyPart(listParts, 'Name')`). */
export { default as CdrExportButton } from './CdrExportButton';
export { default as CdrIntro } from './CdrIntro';
export { default as CompletedFilter } from './CompletedFilter';
export { default as DestinationFilter } from './DestinationFilter';
export { default as DurationLine } from './DurationLine';
export { default as FromFilter } from './FromFilter';
export { default as StartTime } from './StartTime';
export { default as StartTimeUtc } from './StartTimeUtc';
export { default as TrafficTypeFilter } from './TrafficTypeFilter';
export { AreaFilterInput as AreaFilter } from '@/src/components/AreaFilterInput';
export { DateTimeFilterInput as DateTimeFilter } from '@/src/components/DateTimeFilterInput';
