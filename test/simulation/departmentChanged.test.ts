import { simulateEvent } from './support';

simulateEvent('departmentChanged', 120, 19, 40);
