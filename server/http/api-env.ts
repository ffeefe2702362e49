import type { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';

/** The hono environment of the app: every request carries the server's dependencies. */
export interface ApiEnv {
  Variables: { deps: AppDeps };
}

/** The app every route module mounts onto. */
export type ApiApp = Hono<ApiEnv>;

/** A group of routes (accounts, catalogue, payment…), mounted by createApp from server/route-list.ts. */
export type RouteModule = (app: ApiApp, deps: AppDeps) => void;
