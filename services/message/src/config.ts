import { serviceEnv } from '@app/platform/service-runtime';
import { z } from 'zod';

export const messageConfigSchema = z.object(serviceEnv(50052));
