import type { OperationMap } from '../shared/operation';
import { employeeOperations } from './employee';
import { assetOperations } from './asset';
import { countryOperations } from './country';
import { itadOrderOperations } from './itadOrder';
import { legalHoldOperations } from './legalHold';
import { orderOperations } from './order';
import { shippingLabelOperations } from './shippingLabel';
import { teamUserOperations } from './teamUser';
import { ticketOperations } from './ticket';
import { walletOperations } from './wallet';

/** Every operation of the node, by resource and operation value (the node's public contract). */
export const operations: Record<string, OperationMap> = {
	employee: employeeOperations,
	legalHold: legalHoldOperations,
	shippingLabel: shippingLabelOperations,
	wallet: walletOperations,
	order: orderOperations,
	asset: assetOperations,
	teamUser: teamUserOperations,
	itadOrder: itadOrderOperations,
	ticket: ticketOperations,
	country: countryOperations,
};
