export { create } from './create.operation';
export { createOrUpdate } from './createOrUpdate.operation';
export { get } from './get.operation';
export { getAll } from './getAll.operation';
export { update } from './update.operation';
