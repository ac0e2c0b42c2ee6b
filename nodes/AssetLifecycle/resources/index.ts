import { defineResource, type Resource } from '../operation';
import * as accessToken from './accessToken';
import * as asset from './asset';
import * as campaign from './campaign';
import * as country from './country';
import * as custody from './custody';
import * as department from './department';
import * as employee from './employee';
import * as invitation from './invitation';
import * as itadOrder from './itadOrder';
import * as legalHold from './legalHold';
import * as order from './order';
import * as recovery from './recovery';
import * as shippingLabel from './shippingLabel';
import * as teamUser from './teamUser';
import * as ticket from './ticket';
import * as wallet from './wallet';

/**
 * Every resource of the node: its value (which workflows store), its name, its first operation,
 * and node version 1's first operation where it differs. Recovery starts on a read from version
 * 1.1 (issue 27); version 1 keeps Create.
 */
export const resources: Resource[] = [
	defineResource('accessToken', 'Access Token', accessToken, 'revoke'),
	defineResource('asset', 'Asset', asset, 'getAll'),
	defineResource('campaign', 'Campaign', campaign, 'get'),
	defineResource('country', 'Country', country, 'getAll'),
	defineResource('custody', 'Custody', custody, 'getTimeline'),
	defineResource('department', 'Department', department, 'getAll'),
	defineResource('employee', 'Employee', employee, 'getAll'),
	defineResource('invitation', 'Invitation', invitation, 'resend'),
	defineResource('itadOrder', 'ITAD Order', itadOrder, 'getAll'),
	defineResource('legalHold', 'Legal Hold', legalHold, 'getAll'),
	defineResource('order', 'Order', order, 'getAll'),
	defineResource('recovery', 'Recovery', recovery, 'getStatus', 'create'),
	defineResource('shippingLabel', 'Shipping Label', shippingLabel, 'getAll'),
	defineResource('teamUser', 'Team User', teamUser, 'getAll'),
	defineResource('ticket', 'Ticket', ticket, 'getAll'),
	defineResource('wallet', 'Wallet', wallet, 'getBalance'),
];
