import { configFields } from '@app/platform/config';
import { serviceEnv } from '@app/service-runtime/service-runtime';
import { z } from 'zod';
import { manifest } from '../manifest.ts';

export const accessConfigSchema = z.object({
  ...serviceEnv(manifest.grpcPort),
  MESSAGE_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50052'),
  MEDIA_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50054'),
  /** How long the proof of a right answer lasts (reading on, reacting, deleting, attachment links). */
  ACCESS_GRANT_TTL_SECONDS: configFields.positiveInt(1800),
});

export type AccessConfig = z.infer<typeof accessConfigSchema>;
