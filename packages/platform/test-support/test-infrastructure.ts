// The machine's Redis and NATS as the tests reach them (PostgreSQL's is @app/db/test-database's testServerUrl):
// the one place that reads TEST_REDIS_URL and TEST_NATS_URL, so pointing them elsewhere moves every test.

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const testNatsUrl = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
