import { ConfigError, loadServiceConfigOrExit } from '@app/platform/config';
import { runService } from '@app/service-runtime/service-runtime';
import { paymentConfigSchema } from './config.ts';
import { paymentService } from './payment-service.ts';

const config = loadServiceConfigOrExit('payment', paymentConfigSchema);
let composition: ReturnType<typeof paymentService>;
try {
  composition = paymentService(config);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`payment: ${error.message}\n`);
  process.exit(78);
}
await runService(composition);
