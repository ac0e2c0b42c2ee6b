export { create } from './create.operation';
export { get } from './get.operation';
export { getAll } from './getAll.operation';
export { requestRelease } from './requestRelease.operation';
