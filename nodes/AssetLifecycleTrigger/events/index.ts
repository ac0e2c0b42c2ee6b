import type { TriggerEvent } from '../triggerEvent';
import { departmentChangedEvent } from './departmentChanged';
import { employeeChangedEvent } from './employeeChanged';
import { recoveryStatusChangedEvent } from './recoveryStatusChanged';
import { walletTransactionEvent } from './walletTransaction';

/**
 * The trigger's events. The node's Event dropdown (sorted by name), its subtitle, the parameters
 * each event shows and the dispatch of a poll all derive from this list, in this order.
 * A new event is its folder and one line here.
 */
export const triggerEvents: Array<TriggerEvent<object>> = [
	walletTransactionEvent,
	departmentChangedEvent,
	recoveryStatusChangedEvent,
	employeeChangedEvent,
];
