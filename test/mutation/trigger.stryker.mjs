import { strykerConfig } from './stryker.mjs';

export default strykerConfig('trigger', ['nodes/AssetLifecycleTrigger/**/*.ts']);
