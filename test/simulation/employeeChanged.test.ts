import { simulateEvent } from './support';

simulateEvent('employeeChanged', 50, 19);
