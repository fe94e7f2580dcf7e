import { loadServiceConfigOrExit } from '@app/platform/config';
import { runService } from '@app/service-runtime/service-runtime';
import { authService } from './auth-service.ts';
import { authConfigSchema } from './config.ts';

await runService(authService(loadServiceConfigOrExit('auth', authConfigSchema)));
