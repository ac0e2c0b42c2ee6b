/** The JSON bodies the control routes take. */
import { z } from 'zod';

import {
	RECOVERY_STATUSES,
	WALLET_TRANSACTION_STATUSES,
	WALLET_TRANSACTION_TYPES,
} from '../valueLists';

export const resetBody = z
	.object({
		seed: z.number().int().optional(),
		employees: z.number().int().min(0).optional(),
		transactions: z.number().int().min(0).optional(),
		campaigns: z.number().int().min(0).optional(),
		recoveries: z.number().int().min(0).optional(),
	})
	.strict();

export const rateLimitBody = z
	.object({ limit: z.number().int().min(1), windowSeconds: z.number().positive() })
	.strict();

export const faultBody = z
	.object({
		route: z.string().regex(/^(GET|POST|PUT|DELETE) \//),
		count: z.number().int().min(1).default(1),
		status: z.number().int().min(100).max(599).optional(),
		delayMs: z.number().int().min(0).max(60_000).optional(),
		malformed: z.boolean().optional(),
		drop: z.boolean().optional(),
		body: z.unknown().optional(),
		headers: z.record(z.string()).optional(),
	})
	.strict();

export const transactionRow = z
	.object({
		status: z.enum(WALLET_TRANSACTION_STATUSES).optional(),
		transaction_type: z.enum(WALLET_TRANSACTION_TYPES).optional(),
		raw_amount: z.number().positive().optional(),
		currency_code: z.enum(['USD', 'EUR', 'GBP']).optional(),
		created_at: z.string().datetime({ offset: true }).optional(),
	})
	.strict();

export const transactionsBody = z
	.object({
		count: z.number().int().min(1).max(20_000).optional(),
		createdAt: z.string().datetime({ offset: true }).optional(),
		transactions: z.array(transactionRow).optional(),
	})
	.strict();

export const departmentBody = z
	.object({
		name: z.string().trim().min(1),
		location: z.string().nullable().optional(),
		phone_number: z.string().nullable().optional(),
	})
	.strict();

export const departmentChange = z
	.object({
		name: z.string().trim().min(1).optional(),
		location: z.string().nullable().optional(),
		phone_number: z.string().nullable().optional(),
		active: z.boolean().optional(),
	})
	.strict();

export const employeeChange = z
	.object({
		first_name: z.string().optional(),
		last_name: z.string().optional(),
		work_email: z.string().email().optional(),
		work_phone: z.string().optional(),
		city: z.string().optional(),
		state: z.string().nullable().optional(),
		zip: z.string().optional(),
		country: z.string().length(2).optional(),
		location_type: z.string().optional(),
		location_name: z.string().optional(),
		department: z.string().nullable().optional(),
		employment_status: z.string().optional(),
		employment_type: z.string().optional(),
		manager: z.string().optional(),
		employment_start_date: z.string().optional(),
		termination_date: z.string().optional(),
	})
	.strict();

export const clockBody = z
	.object({
		advanceMs: z.number().min(0).optional(),
		stopAt: z.string().datetime({ offset: true }).optional(),
		run: z.literal(true).optional(),
	})
	.strict();

export const statusBody = z.object({ status: z.enum(RECOVERY_STATUSES) }).strict();
export const lastSentBody = z.object({ secondsAgo: z.number().min(0) }).strict();
export const labelHostBody = z.object({ host: z.enum(['127.0.0.1', 'localhost']) }).strict();
