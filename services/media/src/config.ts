import { serviceEnv } from '@app/platform/service-runtime';
import { z } from 'zod';

export const mediaConfigSchema = z.object(serviceEnv(50054));
