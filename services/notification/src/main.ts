import { loadServiceConfigOrExit } from '@app/platform/config';
import { runService } from '@app/service-runtime/service-runtime';
import { notificationConfigSchema } from './config.ts';
import { notificationService } from './notification-service.ts';

await runService(notificationService(loadServiceConfigOrExit('notification', notificationConfigSchema)));
