import type { OperationMap } from '../shared/operation';
import { employeeOperations } from './employee';

/** Every operation of the node, by resource and operation value (the node's public contract). */
export const operations: Record<string, OperationMap> = {
	employee: employeeOperations,
};
