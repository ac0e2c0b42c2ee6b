import { simulateEvent } from './support';

simulateEvent('walletTransaction', 120, 7, 30);
