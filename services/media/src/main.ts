import { loadServiceConfigOrExit } from '@app/platform/config';
import { runService } from '@app/service-runtime/service-runtime';
import { mediaConfigSchema } from './config.ts';
import { mediaService } from './media-service.ts';

await runService(mediaService(loadServiceConfigOrExit('media', mediaConfigSchema)));
