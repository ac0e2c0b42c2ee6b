export { getTimeline } from './getTimeline.operation';
