/** Which API route a request's method and path name, with its path parameters. */
import type { RouteDefinition } from './http';
import { routes } from './routes';
import type { Sandbox } from './state';

export interface CompiledRoute {
	definition: RouteDefinition;
	template: string;
	segments: string[];
	staticCount: number;
}

const compiled: CompiledRoute[] = routes
	.map((definition) => {
		const segments = definition.path.split('/').filter(Boolean);
		return {
			definition,
			template: `${definition.method} ${definition.path}`,
			segments,
			staticCount: segments.filter((segment) => !segment.startsWith(':')).length,
		};
	})
	.sort((a, b) => b.staticCount - a.staticCount);

export function matchRoute(
	method: string,
	path: string,
): { route: CompiledRoute; params: Record<string, string> } | undefined {
	const parts = path.split('/').filter(Boolean);
	for (const route of compiled) {
		if (route.definition.method !== method || route.segments.length !== parts.length) continue;
		const params: Record<string, string> = {};
		let matched = true;
		for (let i = 0; i < parts.length; i++) {
			const segment = route.segments[i];
			if (segment.startsWith(':')) {
				try {
					params[segment.slice(1)] = decodeURIComponent(parts[i]);
				} catch {
					matched = false;
					break;
				}
			} else if (segment !== parts[i]) {
				matched = false;
				break;
			}
		}
		if (matched) return { route, params };
	}
	return undefined;
}

/** The path after the sandbox's base path and /api/v1; undefined for a path outside the API. */
export function apiPath(sandbox: Sandbox, pathname: string): string | undefined {
	const base = sandbox.settings.basePath;
	if (base && !(pathname === base || pathname.startsWith(`${base}/`))) return undefined;
	const rest = pathname.slice(base.length);
	if (!rest.startsWith('/api/v1/')) return undefined;
	return rest.slice('/api/v1'.length);
}
