export { revoke } from './revoke.operation';
