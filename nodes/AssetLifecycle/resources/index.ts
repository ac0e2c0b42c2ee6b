import type { OperationMap } from '../operation';
import { accessTokenOperations } from './accessToken';
import { assetOperations } from './asset';
import { campaignOperations } from './campaign';
import { countryOperations } from './country';
import { custodyOperations } from './custody';
import { departmentOperations } from './department';
import { employeeOperations } from './employee';
import { invitationOperations } from './invitation';
import { itadOrderOperations } from './itadOrder';
import { legalHoldOperations } from './legalHold';
import { orderOperations } from './order';
import { recoveryOperations } from './recovery';
import { shippingLabelOperations } from './shippingLabel';
import { teamUserOperations } from './teamUser';
import { ticketOperations } from './ticket';
import { walletOperations } from './wallet';

/** Every operation of the node, by resource and operation value (the node's public contract). */
export const operations: Record<string, OperationMap> = {
	accessToken: accessTokenOperations,
	asset: assetOperations,
	campaign: campaignOperations,
	country: countryOperations,
	custody: custodyOperations,
	department: departmentOperations,
	employee: employeeOperations,
	invitation: invitationOperations,
	itadOrder: itadOrderOperations,
	legalHold: legalHoldOperations,
	order: orderOperations,
	recovery: recoveryOperations,
	shippingLabel: shippingLabelOperations,
	teamUser: teamUserOperations,
	ticket: ticketOperations,
	wallet: walletOperations,
};
