import { simulateEvent } from './support';

simulateEvent('employeeChanged', 20, 19, 6);
