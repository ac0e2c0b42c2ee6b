import type { RouteDefinition } from '../http';
import { authRoutes } from './auth';
import { campaignRoutes } from './campaigns';
import { custodyRoutes } from './custody';
import { departmentRoutes } from './departments';
import { employeeRoutes } from './employees';
import { invitationRoutes } from './invitations';
import { legalHoldRoutes } from './legalHolds';
import { listRoutes } from './lists';
import { orderRoutes } from './orders';
import { recoveryRoutes } from './recoveries';
import { shippingRoutes } from './shipping';
import { walletRoutes } from './wallet';

/** Every route of the sandbox API, relative to `<base path>/api/v1`. */
export const routes: RouteDefinition[] = [
	...authRoutes,
	...employeeRoutes,
	...departmentRoutes,
	...recoveryRoutes,
	...campaignRoutes,
	...custodyRoutes,
	...legalHoldRoutes,
	...invitationRoutes,
	...shippingRoutes,
	...walletRoutes,
	...orderRoutes,
	...listRoutes,
];
