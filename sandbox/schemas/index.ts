/**
 * The one description of the sandbox API: every request body it validates and every response
 * shape it answers with. The server validates request bodies with the `requests` schemas; the
 * contract tests check every response against the `responses` schemas. Response objects are
 * strict: a key that is not described here is a defect.
 *
 * A file per resource, as in routes/; each gives its part of `requests`, `responses` and `items`.
 */
import { authRequests, authResponses } from './auth';
import { campaignItems, campaignResponses } from './campaigns';
import { custodyItems, custodyResponses } from './custody';
import { departmentItems, departmentResponses } from './departments';
import { employeeItems, employeeRequests, employeeResponses } from './employees';
import { errorResponses } from './errors';
import { invitationItems, invitationRequests, invitationResponses } from './invitations';
import { legalHoldItems, legalHoldRequests, legalHoldResponses } from './legalHolds';
import { listItems, listResponses } from './lists';
import { orderItems, orderRequests, orderResponses } from './orders';
import { recoveryItems, recoveryRequests, recoveryResponses } from './recoveries';
import { shippingItems, shippingRequests, shippingResponses } from './shipping';
import { walletItems, walletResponses } from './wallet';

export { recoveryStatus } from './recoveries';
export type { EmployeeBody } from './employees';
export type { LegalHoldReleaseBody, LegalHoldSubmitBody } from './legalHolds';
export type { PlaceOrderBody } from './orders';
export type { RecoveryAddBody, RecoveryStatus } from './recoveries';
export type { LabelCreateBody } from './shipping';
export type { WalletTransactionStatus, WalletTransactionType } from './wallet';

export const requests = {
	...authRequests,
	...employeeRequests,
	...recoveryRequests,
	...shippingRequests,
	...orderRequests,
	...legalHoldRequests,
	...invitationRequests,
};

export const responses = {
	...errorResponses,
	...authResponses,
	...employeeResponses,
	...departmentResponses,
	...recoveryResponses,
	...campaignResponses,
	...custodyResponses,
	...legalHoldResponses,
	...invitationResponses,
	...shippingResponses,
	...walletResponses,
	...orderResponses,
	...listResponses,
};

export const items = {
	...employeeItems,
	...departmentItems,
	...recoveryItems,
	...campaignItems,
	...custodyItems,
	...legalHoldItems,
	...invitationItems,
	...shippingItems,
	...walletItems,
	...orderItems,
	...listItems,
};

export const schemas = { requests, responses, items };
