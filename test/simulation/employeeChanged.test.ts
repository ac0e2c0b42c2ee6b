import { simulateEvent } from './support';

simulateEvent('employeeChanged', 25, 19);
