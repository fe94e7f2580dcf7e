import { serviceEnv } from '@app/platform/service-runtime';
import { z } from 'zod';

export const accessConfigSchema = z.object(serviceEnv(50053));
