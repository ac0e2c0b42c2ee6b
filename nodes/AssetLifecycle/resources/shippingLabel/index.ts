export { create } from './create.operation';
export { download } from './download.operation';
export { getUrl } from './getUrl.operation';
export { getAll } from './getAll.operation';
