import { loadServiceConfigOrExit } from '@app/platform/config';
import { runService } from '@app/service-runtime/service-runtime';
import { accessService } from './access-service.ts';
import { accessConfigSchema } from './config.ts';

await runService(accessService(loadServiceConfigOrExit('access', accessConfigSchema)));
