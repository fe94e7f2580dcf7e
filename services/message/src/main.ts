import { loadServiceConfigOrExit } from '@app/platform/config';
import { runService } from '@app/service-runtime/service-runtime';
import { messageConfigSchema } from './config.ts';
import { messageService } from './message-service.ts';

await runService(messageService(loadServiceConfigOrExit('message', messageConfigSchema)));
