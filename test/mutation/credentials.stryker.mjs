import { strykerConfig } from './stryker.mjs';

export default strykerConfig('credentials', ['credentials/assetLifecycleApi/**/*.ts']);
