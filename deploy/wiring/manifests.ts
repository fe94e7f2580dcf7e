import type { ServedName } from '@app/proto/call-rules';
import type { BffManifest, ServiceManifest } from '@app/proto/service-manifest';
import { manifest as access } from '../../services/access/manifest.ts';
import { manifest as auth } from '../../services/auth/manifest.ts';
import { manifest as bff } from '../../services/bff/manifest.ts';
import { manifest as media } from '../../services/media/manifest.ts';
import { manifest as message } from '../../services/message/manifest.ts';
import { manifest as notification } from '../../services/notification/manifest.ts';
import { manifest as payment } from '../../services/payment/manifest.ts';
import { manifest as scheduler } from '../../services/scheduler/manifest.ts';

/** Every backend service's manifest, in start order: the one place its wiring is written. */
export const serviceManifests: { readonly [S in ServedName]: ServiceManifest<S> } = {
  auth,
  message,
  access,
  media,
  payment,
  notification,
  scheduler,
};

export const bffManifest: BffManifest = bff;

/** Every process that calls a backend service, with its manifest. */
export const callerManifests = [...Object.values(serviceManifests), bffManifest];
