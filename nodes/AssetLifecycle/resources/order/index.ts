export { create } from './create.operation';
export { getAll } from './getAll.operation';
