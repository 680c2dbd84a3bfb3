import type { FastifyInstance } from 'fastify';
import type { Realtime } from './realtime.js';
import type { ContextResolver } from '../http/auth-guard.js';

export async function registerRealtimeSocket(_app: FastifyInstance, _realtime: Realtime, _resolver: ContextResolver) {}
