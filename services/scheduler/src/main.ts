import { loadServiceConfigOrExit } from '@app/platform/config';
import { runService } from '@app/service-runtime/service-runtime';
import { schedulerConfigSchema } from './config.ts';
import { schedulerService } from './scheduler-service.ts';

await runService(schedulerService(loadServiceConfigOrExit('scheduler', schedulerConfigSchema)));
