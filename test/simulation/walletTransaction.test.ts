import { simulateEvent } from './support';

simulateEvent('walletTransaction', 120, 19, 30);
