/**
 * The lists the spec names without their items, whose item shapes the spec does not show: assets,
 * team users, tickets.
 */
import { z } from 'zod';

import { isoTimestamp, recordId, ymdDate } from './formats';
import { listEnvelope } from './pages';

const asset = z
	.object({
		id: recordId,
		asset_id: z.string(),
		serial_number: z.string(),
		asset_name: z.string(),
		model_number: z.string(),
		manufacturer_name: z.string(),
		product_type: z.string(),
		sku: z.string(),
		imei: z.string(),
		purchase_date: ymdDate,
		status_name: z.string(),
		status_type_name: z.enum(['Deployable', 'Undeployable']),
		location: z.string().nullable(),
		assignee: z.object({ id: recordId, name: z.string(), email: z.string() }).strict().nullable(),
	})
	.strict();

const teamUser = z
	.object({
		id: recordId,
		name: z.string(),
		email: z.string(),
		role: z.union([z.literal(1), z.literal(2), z.literal(3)]),
		role_name: z.enum(['Department head', 'Manager', 'Requester']),
		account_status: z.enum(['Active', 'Inactive', 'Pending']),
		is_blocked: z.union([z.literal(0), z.literal(1)]),
		department: z.string().nullable(),
		created_at: isoTimestamp,
	})
	.strict();

const ticket = z
	.object({
		id: recordId,
		ticket_number: z.string(),
		type: z.enum(['Legal Hold', 'Legal Hold Release', 'Repair', 'Support']),
		subject: z.string(),
		status: z.enum(['Open', 'In Progress', 'Closed']),
		serial_numbers: z.array(z.string()),
		created_at: isoTimestamp,
	})
	.strict();

export const listResponses = {
	assetList: listEnvelope('assets', asset),
	teamUserList: listEnvelope('users', teamUser),
	ticketList: listEnvelope('data', ticket),
};

export const listItems = { asset, teamUser, ticket };
