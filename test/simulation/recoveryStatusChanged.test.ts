import { simulateEvent } from './support';

simulateEvent('recoveryStatusChanged', 40, 19, 8);
