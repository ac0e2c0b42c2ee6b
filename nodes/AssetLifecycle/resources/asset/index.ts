export { getAll } from './getAll.operation';
