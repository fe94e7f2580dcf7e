import { serviceEnv } from '@app/platform/service-runtime';
import { z } from 'zod';

export const schedulerConfigSchema = z.object(serviceEnv(50057));
