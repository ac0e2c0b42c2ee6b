export { create } from './create.operation';
export { getItems } from './getItems.operation';
export { getStatus } from './getStatus.operation';
