import { simulateEvent } from './support';

simulateEvent('recoveryStatusChanged', 50, 19);
