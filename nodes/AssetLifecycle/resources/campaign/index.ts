export { get } from './get.operation';
export { getAll } from './getAll.operation';
