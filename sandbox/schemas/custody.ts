/** The chain-of-custody timeline of a device. */
import { z } from 'zod';

import { isoTimestamp } from './formats';

const custodyEvent = z
	.object({
		occurred_at: isoTimestamp,
		status: z.string(),
		order_number: z.string().optional(),
		performed_by: z.string().optional(),
		received_from: z.string().optional(),
		delivered_to: z.string().optional(),
		recovery_number: z.string().optional(),
		services: z.array(z.string()).optional(),
		approved_price: z.number().optional(),
		asset_disposition: z.string().optional(),
		erasure_started_at: isoTimestamp.optional(),
		erasure_ended_at: isoTimestamp.optional(),
		erasure_type: z.string().optional(),
		erasure_total_time: z.string().optional(),
		sub_events: z
			.array(z.object({ occurred_at: isoTimestamp, status: z.string() }).strict())
			.optional(),
	})
	.strict();

const custodyTimeline = z
	.object({
		serial: z.string(),
		imei: z.string(),
		timelines: z.array(
			z
				.object({
					order_type: z.enum(['repair', 'itad', 'recovery', 'deployment']),
					recovery_number: z.string().optional(),
					order_number: z.string(),
					events: z.array(custodyEvent),
				})
				.strict(),
		),
	})
	.strict();

export const custodyResponses = { custodyTimeline };

export const custodyItems = { custodyEvent };
