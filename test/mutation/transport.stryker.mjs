import { strykerConfig } from './stryker.mjs';

export default strykerConfig('transport', ['nodes/shared/transport/**/*.ts']);
